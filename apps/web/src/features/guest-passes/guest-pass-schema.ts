import { GiveGuestPassBody } from '@lido/contract';
import { z } from 'zod';

/** The give-a-pass form, with the contract's field rules (the API's own sentences). */
export const giveGuestPassSchema = z.object({
  guestName: GiveGuestPassBody.shape.guest_name,
  guestEmail: GiveGuestPassBody.shape.guest_email,
});

export type GiveGuestPassInput = z.input<typeof giveGuestPassSchema>;
export type GiveGuestPassValues = z.output<typeof giveGuestPassSchema>;
export const giveGuestPassFields = ['guestName', 'guestEmail'] as const;
