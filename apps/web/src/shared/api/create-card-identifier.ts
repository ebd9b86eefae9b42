import { lidoApi } from '../lib/lido-api';
import type { ApiError } from '../lib/request-state';

/** The card form's fields, named as Opayo's card-identifiers call names them. */
export interface CardDetails {
  cardholderName: string;
  cardNumber: string;
  /** `MMYY`. */
  expiryDate: string;
  securityCode: string;
}

export interface CreateCardIdentifierArgs {
  /** The provider's API base from checkout/prepare (`/api/sandbox/opayo/api/v1` by default). */
  url: string;
  sessionKey: string;
  cardDetails: CardDetails;
}

export interface CardIdentifier {
  cardIdentifier: string;
  expiry: string;
  cardType: string;
}

interface OpayoError {
  description?: string;
  property?: string;
}

/** Opayo's `{"errors":[{"description","property":"cardDetails.cardNumber"}]}` as an ApiError. */
export function toCardError(statusCode: number | null, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: OpayoError[] = Array.isArray(record.errors) ? (record.errors as OpayoError[]) : [];
  const fieldErrors: Record<string, string[]> = {};
  const validationMessages: string[] = [];
  for (const error of errors) {
    if (!error.description) continue;
    validationMessages.push(error.description);
    const field = error.property?.replace(/^cardDetails\./, '');
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), error.description];
  }
  // A refused session key (401) has a top-level description instead.
  const description = typeof record.description === 'string' ? record.description : null;
  return {
    statusCode,
    serverMessage: validationMessages.length > 0 ? null : description,
    validationMessages,
    fieldErrors,
  };
}

/**
 * `POST {url}/card-identifiers` at the payment provider, authorised by the merchant session key.
 * The card number goes only to the provider: this bypasses Lido's request layer (no Lido token, no
 * snake_case), and Lido's API only ever sees the card identifier.
 */
export const createCardIdentifierApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    createCardIdentifier: build.mutation<CardIdentifier, CreateCardIdentifierArgs>({
      async queryFn({ url, sessionKey, cardDetails }) {
        let response: Response;
        try {
          response = await fetch(`${url.replace(/\/$/, '')}/card-identifiers`, {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: `Bearer ${sessionKey}`,
            },
            body: JSON.stringify({ cardDetails }),
            credentials: 'omit',
          });
        } catch {
          return { error: toCardError(null, null) };
        }
        let body: unknown = null;
        try {
          body = await response.json();
        } catch {
          body = null;
        }
        if (!response.ok) return { error: toCardError(response.status, body) };
        return { data: body as CardIdentifier };
      },
    }),
  }),
});
