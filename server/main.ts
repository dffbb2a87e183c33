import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";

/** Process entry: parse the environment, build the app, listen; on SIGTERM/SIGINT drain and exit 0. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Libraries read the mode from the environment, not from this config: with NODE_ENV unset, React's server
  // renderer (the 404 pages) would load its development build, slower and larger, in production.
  process.env.NODE_ENV = config.NODE_ENV;
  const app = await buildApp(config);
  // Stop accepting, let in-flight requests and store writes finish (app.close() runs every onClose hook), exit.
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "fatal error, shutting down");
    else app.log.info({ signal }, "shutting down gracefully");
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

void main();
