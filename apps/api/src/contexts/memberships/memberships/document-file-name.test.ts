import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file-name';

// 09:00 UTC on Tuesday 20 October 2026 is 10:00 in London (BST).
const morning = new Date('2026-10-20T09:00:00.000Z');

describe('documentFileName', () => {
  it('names a file by its kind, the upload date and the extension of its type', () => {
    expect(documentFileName('Student card', morning, 'application/pdf')).toBe(
      'student-card-2026-10-20.pdf',
    );
    expect(documentFileName('Photo ID', morning, 'image/jpeg')).toBe('photo-id-2026-10-20.jpg');
    expect(documentFileName('Proof of address', morning, 'image/png')).toBe(
      'proof-of-address-2026-10-20.png',
    );
  });

  it('dates it by the day in London, across midnight and in winter', () => {
    expect(
      documentFileName('Student card', new Date('2026-10-20T23:30:00.000Z'), 'image/png'),
    ).toBe('student-card-2026-10-21.png');
    expect(
      documentFileName('Student card', new Date('2026-12-31T23:30:00.000Z'), 'image/png'),
    ).toBe('student-card-2026-12-31.png');
  });

  it('keeps only plain letters, digits and single hyphens of the kind, and is never nameless', () => {
    expect(documentFileName('Carte d’étudiant', morning, 'image/png')).toBe(
      'carte-d-etudiant-2026-10-20.png',
    );
    expect(documentFileName('../../etc/passwd', morning, 'application/pdf')).toBe(
      'etc-passwd-2026-10-20.pdf',
    );
    expect(documentFileName('  ', morning, 'application/pdf')).toBe('document-2026-10-20.pdf');
  });
});
