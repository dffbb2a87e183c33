/** Where RFC 9116 puts a site's security contact; the /security page links to it. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
