/** The 3-D Secure `strongCustomerAuthentication` browser data Opayo asks for at authorisation. */
export interface BrowserDetails {
  browserColourDepth: number;
  browserJavaEnabled: boolean;
  browserJavascriptEnabled: boolean;
  browserLanguage: string;
  browserScreenHeight: number;
  browserScreenWidth: number;
  browserTimezoneOffset: number;
}

export function readBrowserDetails(): BrowserDetails {
  return {
    // Opayo accepts 1, 4, 8, 15, 16, 24, 32 or 48; jsdom and some embedded browsers report 0.
    browserColourDepth: window.screen.colorDepth || 24,
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: navigator.language || 'en-GB',
    browserScreenHeight: window.screen.height,
    browserScreenWidth: window.screen.width,
    browserTimezoneOffset: new Date().getTimezoneOffset(),
  };
}
