/** How Lido reaches Opayo Pi (or the built-in emulator, which speaks the same API). */
export interface OpayoConfig {
  /** e.g. https://live.opayo.eu.elavon.com/api/v1, or the built-in emulator's address. */
  baseUrl: string;
  /** Where the customer's browser posts card details (the same API, as the browser reaches it). */
  browserUrl: string;
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
  mode: 'sandbox' | 'live';
  /** The HTTP client; the emulator is reached in-process, Opayo over the network. */
  fetch?: typeof fetch;
}

export const OPAYO_UNAVAILABLE =
  'Card payments are unavailable at the moment, please try again shortly.';

/**
 * Opayo's answer to one request, or `unavailable`: no answer (network, timeout), an answer that
 * is not JSON, our credentials refused (401), or Opayo failing itself (408, 5xx). Unavailable
 * means nothing is known about the request's effect, so the caller may retry it as it was.
 */
export type OpayoAnswer =
  { kind: 'answer'; status: number; body: OpayoBody } | { kind: 'unavailable'; message: string };

/** The fields of Opayo's answers Lido reads; every one may be absent. */
export interface OpayoBody {
  transactionId?: string;
  transactionType?: string;
  status?: string;
  statusCode?: string;
  statusDetail?: string;
  acsUrl?: string;
  cReq?: string;
  amount?: { totalAmount?: number };
  paymentMethod?: {
    card?: {
      cardType?: string;
      lastFourDigits?: string;
      /** `MMYY`; Opayo's API reference names it `expiry` in one schema, `expiryDate` elsewhere. */
      expiryDate?: string;
      expiry?: string;
      cardIdentifier?: string;
      reusable?: boolean;
    };
  };
  merchantSessionKey?: string;
  expiry?: string;
  instructions?: { instructionType?: string; date?: string }[];
  code?: number | string;
  description?: string;
  errors?: { code?: number | string; description?: string; property?: string }[];
}

export type OpayoCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<OpayoAnswer>;

const TIMEOUT_MS = 30_000;

export function createOpayoCall(config: OpayoConfig): OpayoCall {
  const fetchImpl = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.integrationKey}:${config.integrationPassword}`).toString('base64')}`;
  const unavailable = { kind: 'unavailable', message: OPAYO_UNAVAILABLE } as const;

  return async (method, path, body) => {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch {
      return unavailable;
    }
    if (response.status === 401 || response.status === 408 || response.status >= 500) {
      return unavailable;
    }
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (typeof parsed !== 'object' || parsed === null) return unavailable;
      return { kind: 'answer', status: response.status, body: parsed };
    } catch {
      return unavailable;
    }
  };
}

/** Opayo's error code for a vendorTxCode used before (its error-code list: 4042). */
const DUPLICATE_VENDOR_TX_CODE = 4042;

export function isDuplicateVendorTxCode(body: OpayoBody): boolean {
  return [body, ...(body.errors ?? [])].some(
    (error) => Number(error.code) === DUPLICATE_VENDOR_TX_CODE,
  );
}

/** The most telling description in an Opayo refusal. */
export function refusalMessage(body: OpayoBody, fallback: string): string {
  return body.errors?.[0]?.description ?? body.description ?? body.statusDetail ?? fallback;
}
