// Which public writes are limited, by what and how much: the rules registerRateLimits applies.
import { createHash } from 'node:crypto';
import {
  addFamilyPerson,
  addToCart,
  addToWaitlist,
  applyGuestPass,
  giveGuestPass,
  removeGuestPass,
  applyCartCredits,
  applyCredits,
  removePackageUsage,
  removeBenefit,
  removeFamilyPerson,
  priceSessionTickets,
  authoriseArrearsPayment,
  authoriseCheckout,
  authoriseJoiningPayment,
  cancelBooking,
  cancelBookings,
  cancelMembership,
  changeMembershipPlan,
  CART_UUID_HEADER,
  changeMyPassword,
  clearCart,
  closeMyAccount,
  completeArrearsPayment,
  completeCheckout,
  completeJoining,
  forgottenPassword,
  freezeMembership,
  joinMembership,
  joinOccurrenceWaitlist,
  leaveKiosk,
  leaveOccurrenceWaitlist,
  loginCustomer,
  loginStaff,
  markAttendance,
  prepareArrearsPayment,
  prepareCheckout,
  prepareJoiningPayment,
  registerCustomer,
  releasePlace,
  removeFromCart,
  removeFromWaitlist,
  resetPassword,
  setSessionCapacity,
  setStaffPassword,
  staffForgottenPassword,
  recordInduction,
  signWaivers,
  answerCartQuestions,
  answerActivityQuestions,
  answerOccurrenceQuestions,
  settlePenalty,
  adjustCredit,
  payAtDesk,
  recordCashUp,
  createDeskCustomer,
  createWalkIn,
  changeDeskPrice,
  emailDeskReceipt,
  refundAtDesk,
  importOperatorData,
  joinReleaseQueue,
  cancelSession,
  claimBookings,
  moveSession,
  previewFooterHtml,
  saveAdminTheme,
  addStaffAccount,
  changeStaffAccount,
  changeListedPrice,
  changePlanSettings,
  saveCheckoutVisitor,
  saveReleaseQueueSettings,
  updateCartItem,
  updateFamilyPerson,
  updateMyDetails,
  uploadMyDocument,
  uploadActivityImage,
  removeActivityImage,
  withdrawMembershipPlanChange,
  addBookingPartner,
  revokeBookingPartner,
  type RouteDefinition,
  openBookingPartnerRoutes,
  openBookingTestInterfaceRoutes,
} from '@lido/contract';
import type { FastifyRequest } from 'fastify';
import type { Env, RateLimitSetting } from '../env';
import { readPresentedToken } from './auth-guard';

/** What one limit counts by: the client's address, or the basket the request writes to. */
export type LimitKey = (request: FastifyRequest) => string | null;

export interface LimitRule {
  name: string;
  setting: RateLimitSetting;
  routes: readonly RouteDefinition[];
  /** null skips the rule for that request (e.g. a basket limit on a request with no basket yet). */
  key: LimitKey;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

const byAddress: LimitKey = (request) => request.ip;

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The basket a write goes to: the signed-in caller's, or the anonymous basket named by uuid. */
const byBasket: LimitKey = (request) => {
  const token = readPresentedToken(request);
  if (token) return `session:${shortHash(token)}`;
  const uuid = request.headers[CART_UUID_HEADER];
  return typeof uuid === 'string' && uuid ? `cart:${uuid.toLowerCase()}` : null;
};

/** A booking partner by its key, hashed (no key is kept); a request without one by address. */
const byPartnerKey: LimitKey = (request) => {
  const authorization = request.headers.authorization;
  return authorization ? `partner:${shortHash(authorization)}` : request.ip;
};

/** An anonymous add without a basket uuid opens a new basket: counted per address. */
const byNewBasket: LimitKey = (request) => (byBasket(request) ? null : request.ip);

const basketWrites = [
  addToCart,
  removeFromCart,
  updateCartItem,
  removePackageUsage,
  removeBenefit,
  clearCart,
  applyCredits,
  applyCartCredits,
  // A guest pass code is looked up by its text: tried no faster than the basket's other writes.
  applyGuestPass,
  removeGuestPass,
  // Who is booking a signed-out visitor's basket (issue 43).
  saveCheckoutVisitor,
];

/**
 * Every public write and its limits. A route may sit under several rules; each counts on its own.
 * Reads are not limited here: they are cached and cheap (see timetable/availability-cache.ts).
 */
export function limitRules(env: Env): LimitRule[] {
  return [
    {
      // Closing an account is confirmed with the password: counted with sign-in's guesses.
      name: 'sign-in',
      setting: env.RATE_LIMIT_SIGN_IN,
      routes: [loginCustomer, loginStaff, closeMyAccount],
      key: byAddress,
    },
    {
      // The kiosk PIN has 4 to 8 digits: a few guesses per address, and then a wait.
      name: 'kiosk-pin',
      setting: env.RATE_LIMIT_KIOSK_PIN,
      routes: [leaveKiosk],
      key: byAddress,
    },
    {
      name: 'register',
      setting: env.RATE_LIMIT_REGISTER,
      routes: [registerCustomer],
      key: byAddress,
    },
    {
      // A staff invitation's token, and a guest's link to claim their bookings, are tried like
      // a reset link's.
      name: 'password-reset',
      setting: env.RATE_LIMIT_PASSWORD_RESET,
      routes: [
        forgottenPassword,
        resetPassword,
        setStaffPassword,
        staffForgottenPassword,
        claimBookings,
      ],
      key: byAddress,
    },
    {
      name: 'basket-address',
      setting: env.RATE_LIMIT_BASKET_ADDRESS,
      routes: basketWrites,
      key: byAddress,
    },
    { name: 'basket', setting: env.RATE_LIMIT_BASKET, routes: basketWrites, key: byBasket },
    {
      name: 'open-booking',
      setting: env.RATE_LIMIT_OPEN_BOOKING,
      routes: [...openBookingPartnerRoutes, ...openBookingTestInterfaceRoutes],
      key: byPartnerKey,
    },
    {
      name: 'queue-join',
      setting: env.RATE_LIMIT_QUEUE_JOIN,
      routes: [joinReleaseQueue],
      key: byAddress,
    },
    {
      // A POST that reads, but with a customer reference it looks a customer up: limited like
      // the basket's writes, so references cannot be tried at speed.
      name: 'ticket-prices',
      setting: env.RATE_LIMIT_BASKET_ADDRESS,
      routes: [priceSessionTickets],
      key: byAddress,
    },
    {
      name: 'new-basket',
      setting: env.RATE_LIMIT_NEW_BASKET,
      routes: [addToCart],
      key: byNewBasket,
    },
    {
      name: 'checkout',
      setting: env.RATE_LIMIT_CHECKOUT,
      // Paying by card, for a basket, a membership's first payment or its arrears; and joining,
      // which sets up a Direct Debit at GoCardless.
      routes: [
        prepareCheckout,
        authoriseCheckout,
        completeCheckout,
        joinMembership,
        prepareJoiningPayment,
        authoriseJoiningPayment,
        completeJoining,
        prepareArrearsPayment,
        authoriseArrearsPayment,
        completeArrearsPayment,
      ],
      key: byAddress,
    },
    {
      name: 'account-writes',
      setting: env.RATE_LIMIT_ACCOUNT_WRITES,
      routes: [
        cancelBookings,
        cancelBooking,
        updateMyDetails,
        changeMyPassword,
        joinOccurrenceWaitlist,
        addToWaitlist,
        leaveOccurrenceWaitlist,
        removeFromWaitlist,
        releasePlace,
        settlePenalty,
        adjustCredit,
        payAtDesk,
        recordCashUp,
        createDeskCustomer,
        createWalkIn,
        changeDeskPrice,
        emailDeskReceipt,
        refundAtDesk,
        importOperatorData,
        cancelSession,
        moveSession,
        saveAdminTheme,
        previewFooterHtml,
        addStaffAccount,
        changeStaffAccount,
        changeListedPrice,
        uploadActivityImage,
        removeActivityImage,
        changePlanSettings,
        addBookingPartner,
        revokeBookingPartner,
        saveReleaseQueueSettings,
        markAttendance,
        setSessionCapacity,
        recordInduction,
        signWaivers,
        answerCartQuestions,
        answerActivityQuestions,
        answerOccurrenceQuestions,
        addFamilyPerson,
        updateFamilyPerson,
        removeFamilyPerson,
        cancelMembership,
        freezeMembership,
        changeMembershipPlan,
        withdrawMembershipPlanChange,
        giveGuestPass,
        uploadMyDocument,
      ],
      key: byAddress,
    },
    {
      // Each upload carries up to 5 MB (stored in the database): far fewer than other writes.
      name: 'document-uploads',
      setting: env.RATE_LIMIT_DOCUMENT_UPLOADS,
      routes: [uploadMyDocument],
      key: byAddress,
    },
  ];
}
