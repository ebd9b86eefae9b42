// The page-shell module as its context uses it: the site's index.html with the page's frame and
// heading drawn in, and each site's front page at its root.
export { loadPageHtml, type PageHtml } from './page-html';
export { siteFrontPage } from './site-roots';
