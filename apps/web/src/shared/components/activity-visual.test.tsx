import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityVisual } from './activity-visual';

describe('ActivityVisual', () => {
  it("shows the operator's image in Lido's three widths, as decoration beside the name", () => {
    const { container } = render(
      <ActivityVisual
        activity={{
          name: 'Yoga',
          slug: 'yoga',
          image: '/api/activity-images/0123456789abcdef/640',
        }}
      />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/activity-images/0123456789abcdef/640');
    expect(image?.getAttribute('srcset')).toContain(
      '/api/activity-images/0123456789abcdef/960 960w',
    );
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows an image the operator serves themselves as it is, with no widths to choose from', () => {
    const { container } = render(
      <ActivityVisual
        activity={{ name: 'Yoga', slug: 'yoga', image: 'https://example.org/y.jpg' }}
      />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.org/y.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it("shows the activity's icon, hidden from screen readers, when there is no image", () => {
    const { container } = render(
      <ActivityVisual activity={{ name: 'Swimming', slug: 'swimming', image: null }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    const icon = container.querySelector('.lido-activity-visual--icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('svg')).toHaveClass('lucide-waves');
  });
});
