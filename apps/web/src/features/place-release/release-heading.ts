/** The release page's heading and title, also the link text in the confirmation email. */
export const RELEASE_HEADING = "Can't make it? Release my place";
