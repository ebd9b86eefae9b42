// The account-closure module as its context uses it. It owns no tables: closing an account asks each
// module that holds personal data to erase its own (docs/decisions/019).
export { registerAccountClosureRoutes } from './account-closure.routes';
