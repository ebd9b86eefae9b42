// The page-shell module as its context uses it: the site's index.html with the page's frame and
// heading drawn in.
export { loadPageHtml, type PageHtml } from './page-html';
