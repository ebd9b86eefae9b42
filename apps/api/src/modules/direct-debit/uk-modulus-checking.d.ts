// The package ships JavaScript only; this is the part of it Lido uses.
declare module 'uk-modulus-checking' {
  export default class UkModulusChecking {
    constructor(account: { sortCode: string; accountNumber: string });
    isValid(): boolean;
  }
}
