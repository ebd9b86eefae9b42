import { DomainError } from '../../errors/domain-error';
import type {
  AuthoriseOutcome,
  AuthoriseRequest,
  CardSummary,
  PaymentProvider,
} from './payment-provider';

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

interface OpayoTransaction {
  transactionId?: string;
  status?: 'Ok' | 'NotAuthed' | 'Rejected' | 'Malformed' | 'Invalid' | 'Error' | '3DAuth';
  statusDetail?: string;
  acsUrl?: string;
  cReq?: string;
  paymentMethod?: { card?: CardSummary };
}

interface OpayoErrors {
  errors?: { description?: string; property?: string; code?: number }[];
  description?: string;
}

const UNAVAILABLE = 'Card payments are unavailable at the moment, please try again shortly.';

/** Field names of Opayo's errors, as the checkout form knows them. */
const fieldOfProperty: Record<string, string> = {
  'paymentMethod.card.cardIdentifier': 'card_identifier',
  'paymentMethod.card.merchantSessionKey': 'session_key',
  'billingAddress.address1': 'billing_address_line_1',
  'billingAddress.city': 'billing_city',
  'billingAddress.postalCode': 'billing_postcode',
  customerFirstName: 'first_name',
  customerLastName: 'last_name',
};

/**
 * Opayo Pi (Elavon) over its documented REST API: merchant session keys, transactions with the
 * 3-D Secure browser data, challenge completion and refunds. Card identifiers are created by the
 * customer's browser with the session key, so card numbers never reach Lido.
 */
export function createOpayoProvider(config: OpayoConfig): PaymentProvider {
  const fetchImpl = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.integrationKey}:${config.integrationPassword}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new DomainError('UNAVAILABLE', UNAVAILABLE);
    }
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new DomainError('UNAVAILABLE', UNAVAILABLE);
    }
    // Opayo refuses our credentials or fails itself: nothing the customer can fix.
    if (response.status === 401 || response.status === 403 || response.status >= 500) {
      throw new DomainError('UNAVAILABLE', UNAVAILABLE);
    }
    return { status: response.status, body: parsed as T };
  }

  function outcomeOf(status: number, body: OpayoTransaction & OpayoErrors): AuthoriseOutcome {
    if (
      status === 202 &&
      body.status === '3DAuth' &&
      body.transactionId &&
      body.acsUrl &&
      body.cReq
    ) {
      return {
        kind: 'challenge',
        transactionId: body.transactionId,
        acsUrl: body.acsUrl,
        cReq: body.cReq,
      };
    }
    if ((status === 200 || status === 201) && body.status === 'Ok' && body.transactionId) {
      return {
        kind: 'authorised',
        transactionId: body.transactionId,
        card: body.paymentMethod?.card ?? null,
      };
    }
    if (body.status === 'NotAuthed' || body.status === 'Rejected') {
      return {
        kind: 'declined',
        transactionId: body.transactionId ?? null,
        message: 'Your card was declined. Please check your details or use another card.',
      };
    }
    const errors: Record<string, string[]> = {};
    for (const error of body.errors ?? []) {
      const field = fieldOfProperty[error.property ?? ''] ?? 'card';
      (errors[field] ??= []).push(error.description ?? 'The card details are invalid.');
    }
    const message =
      Object.values(errors)[0]?.[0] ??
      body.statusDetail ??
      body.description ??
      'The payment could not be taken.';
    return {
      kind: 'invalid',
      message,
      errors: Object.keys(errors).length > 0 ? errors : { card: [message] },
    };
  }

  return {
    name: 'opayo',
    mode: config.mode,
    browserUrl: config.browserUrl,

    async createSessionKey() {
      const { status, body } = await call<{ merchantSessionKey?: string; expiry?: string }>(
        'POST',
        '/merchant-session-keys',
        {
          vendorName: config.vendorName,
        },
      );
      if (status !== 201 || !body.merchantSessionKey || !body.expiry)
        throw new DomainError('UNAVAILABLE', UNAVAILABLE);
      return { sessionKey: body.merchantSessionKey, expiresAt: body.expiry };
    },

    async authorise(request: AuthoriseRequest) {
      const { browser } = request;
      const { status, body } = await call<OpayoTransaction & OpayoErrors>('POST', '/transactions', {
        transactionType: 'Payment',
        paymentMethod: {
          card: {
            merchantSessionKey: request.sessionKey,
            cardIdentifier: request.cardIdentifier,
            ...(request.isSavedCard ? { reusable: true } : { save: request.saveCard }),
          },
        },
        vendorTxCode: request.reference,
        amount: request.amountPence,
        currency: request.currency,
        description: request.description.slice(0, 100),
        apply3DSecure: 'UseMSPSetting',
        customerFirstName: request.customer.firstName,
        customerLastName: request.customer.lastName,
        ...(request.customer.email ? { customerEmail: request.customer.email } : {}),
        billingAddress: {
          address1: request.billingAddress.address1,
          ...(request.billingAddress.address2 ? { address2: request.billingAddress.address2 } : {}),
          city: request.billingAddress.city,
          postalCode: request.billingAddress.postalCode,
          country: request.billingAddress.country,
        },
        entryMethod: 'Ecommerce',
        strongCustomerAuthentication: {
          notificationURL: request.notificationUrl,
          browserIP: browser.ip,
          browserAcceptHeader: browser.acceptHeader,
          browserJavascriptEnabled: browser.javascriptEnabled,
          browserJavaEnabled: browser.javaEnabled,
          browserLanguage: browser.language,
          browserColorDepth: String(browser.colourDepth),
          browserScreenHeight: String(browser.screenHeight),
          browserScreenWidth: String(browser.screenWidth),
          browserTZ: String(browser.timezoneOffset),
          browserUserAgent: browser.userAgent,
          challengeWindowSize: 'Medium',
          transType: 'GoodsAndServicePurchase',
          threeDSRequestorChallengeInd: '01',
        },
        ...(request.saveCard || request.isSavedCard
          ? {
              credentialType: {
                cofUsage: request.isSavedCard ? 'Subsequent' : 'First',
                initiatedType: 'CIT',
                mitType: 'Unscheduled',
              },
            }
          : {}),
      });
      return outcomeOf(status, body);
    },

    async completeChallenge(transactionId, cRes, threeDSSessionData) {
      const { status, body } = await call<OpayoTransaction & OpayoErrors>(
        'POST',
        `/transactions/${encodeURIComponent(transactionId)}/3d-secure-challenge`,
        { cRes, threeDSSessionData },
      );
      return outcomeOf(status, body);
    },

    async refund(request) {
      const { status, body } = await call<OpayoTransaction & OpayoErrors>('POST', '/transactions', {
        transactionType: 'Refund',
        referenceTransactionId: request.transactionId,
        vendorTxCode: request.reference,
        amount: request.amountPence,
        description: request.description.slice(0, 100),
      });
      if ((status !== 200 && status !== 201) || body.status !== 'Ok' || !body.transactionId) {
        throw new DomainError('UNAVAILABLE', 'The refund could not be made, please try again.');
      }
      return { transactionId: body.transactionId };
    },
  };
}
