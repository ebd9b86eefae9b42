import type { FastifyReply } from 'fastify';

/**
 * One error in a 422 answer's `errors` list; `property` names the field at fault and
 * `clientMessage`, where given, is the sentence for the customer (Opayo's API reference).
 */
export interface OpayoFieldError {
  code: number;
  description: string;
  property?: string;
  clientMessage?: string;
}

interface OpayoRefusal {
  status: number;
  code: number;
  description: string;
}

/**
 * Opayo Pi's documented errors (the "Opayo Error Codes" table of its API reference), each with
 * the HTTP status it is sent with. Which refusal answers which situation is the emulator's
 * reading of the descriptions: see the README.
 */
export const opayoErrors = {
  authenticationMissing: {
    status: 401,
    code: 1001,
    description: 'Authentication values are missing',
  },
  authenticationFailed: { status: 401, code: 1002, description: 'Authentication failed' },
  transactionNotFound: { status: 404, code: 1012, description: 'Transaction not found' },
  typeNotSupported: { status: 403, code: 1013, description: 'Transaction type not supported' },
  statusNotApplicable: {
    status: 403,
    code: 1014,
    description: 'Transaction status not applicable',
  },
  operationNotAllowed: {
    status: 403,
    code: 1017,
    description: 'Operation not allowed for this transaction',
  },
  refundExceeds: {
    status: 403,
    code: 1018,
    description: 'This refund amount will exceed the amount of the original transaction',
  },
  instructionsNotFound: {
    status: 404,
    code: 1019,
    description: 'Transaction instructions not found',
  },
  releaseExceeds: {
    status: 403,
    code: 1021,
    description: 'This release amount will exceed the amount of the original transaction',
  },
} as const satisfies Record<string, OpayoRefusal>;

/** A refusal: `{code, description}` with its status, as Opayo answers anything but a 422. */
export function refuse(reply: FastifyReply, refusal: OpayoRefusal) {
  return reply
    .status(refusal.status)
    .send({ code: refusal.code, description: refusal.description });
}

/** Invalid or missing values: 422 with every error in an `errors` list. */
export function invalid(reply: FastifyReply, errors: OpayoFieldError[]) {
  return reply.status(422).send({ errors });
}

export const fieldErrors = {
  missing: (property: string): OpayoFieldError => ({
    code: 1003,
    description: 'Missing mandatory field',
    property,
  }),
  invalidValue: (property: string): OpayoFieldError => ({
    code: 1009,
    description: 'Contains invalid value',
    property,
  }),
  notAnInteger: (property: string): OpayoFieldError => ({
    code: 1016,
    description: 'This parameter requires an integer',
    property,
  }),
  /** 1011: an identifier Opayo does not hold, or one that cannot be used as asked. */
  cardIdentifierInvalid: (property: string, clientMessage: string): OpayoFieldError => ({
    code: 1011,
    description: 'Merchant Session Keys or card identifier invalid',
    property,
    clientMessage,
  }),
  invalidLength: (property: string, clientMessage: string): OpayoFieldError => ({
    code: 1004,
    description: 'Invalid length',
    property,
    clientMessage,
  }),
  invalidCharacters: (property: string, clientMessage: string): OpayoFieldError => ({
    code: 1005,
    description: 'Contains invalid characters',
    property,
    clientMessage,
  }),
  /** Opayo's error-code list: 4042 (4020 is a request from an unexpected IP address). */
  duplicateVendorTxCode: (): OpayoFieldError => ({
    code: 4042,
    description: 'The VendorTxCode has been used before for another transaction.',
    property: 'vendorTxCode',
  }),
};
