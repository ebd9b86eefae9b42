// The package ships JavaScript only; this is the part of it Lido uses (the API checks the bank
// details a member types, the GoCardless emulator the ones it is sent).
declare module 'uk-modulus-checking' {
  export default class UkModulusChecking {
    constructor(account: { sortCode: string; accountNumber: string });
    isValid(): boolean;
  }
}
