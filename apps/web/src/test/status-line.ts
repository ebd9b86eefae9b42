import { screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the status line (role="status") says `text`. A page that keeps its status line
 * drawn, empty until something is saved, is found by `findByRole('status')` at once, before the
 * answer arrives: the words are what to wait for, not the line.
 */
export async function expectStatusToSay(
  text: string,
  container: Pick<BoundFunctions<typeof queries>, 'getByRole'> = screen,
): Promise<void> {
  await waitFor(() => expect(container.getByRole('status')).toHaveTextContent(text));
}
