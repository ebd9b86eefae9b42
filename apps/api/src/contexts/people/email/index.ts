// The email module as other modules, its context, the sweeps and start-server use it.
export { registerDevMailboxRoutes } from './dev-mailbox.routes';
export { createSmtpDelivery, deliverDueEmails, type DeliverEmail } from './email-delivery';
export { createEmailOutbox, queueEmails, type OutgoingEmail } from './email-outbox';
export { htmlList } from './email-html';
export { eraseEmailsTo } from './personal-data';
