import type { SandboxCard, SandboxTransaction } from './opayo-sandbox.repository';

type TransactionFields = Pick<
  SandboxTransaction,
  | 'transactionId'
  | 'transactionType'
  | 'status'
  | 'statusCode'
  | 'statusDetail'
  | 'retrievalReference'
  | 'bankAuthorisationCode'
  | 'amount'
  | 'currency'
> &
  Partial<Pick<SandboxTransaction, 'threeDSecureStatus' | 'securityCodeCheck'>>;

/** Opayo's transaction object (the `Card` response of its API reference). */
export function transactionBody(row: TransactionFields, card: SandboxCard | null) {
  return {
    statusCode: row.statusCode,
    statusDetail: row.statusDetail,
    transactionId: row.transactionId,
    transactionType: row.transactionType,
    retrievalReference: row.retrievalReference,
    ...(row.bankAuthorisationCode
      ? { bankResponseCode: '00', bankAuthorisationCode: row.bankAuthorisationCode }
      : { bankResponseCode: '05' }),
    ...(card
      ? {
          paymentMethod: {
            card: {
              cardType: card.cardType,
              lastFourDigits: card.lastFourDigits,
              expiryDate: card.expiryDate,
              cardIdentifier: card.cardIdentifier,
              reusable: card.reusable,
            },
          },
        }
      : {}),
    // Reported for saved-card payments, where whether a security code was checked matters.
    ...(row.securityCodeCheck
      ? {
          avsCvcCheck: {
            status: row.securityCodeCheck === 'Matched' ? 'SecurityCodeMatchOnly' : 'NotChecked',
            address: 'NotChecked',
            postalCode: 'NotChecked',
            securityCode: row.securityCodeCheck,
          },
        }
      : {}),
    amount: { totalAmount: row.amount, saleAmount: row.amount, surchargeAmount: 0 },
    currency: row.currency,
    status: row.status,
    ...(row.threeDSecureStatus ? { '3DSecure': { status: row.threeDSecureStatus } } : {}),
  };
}
