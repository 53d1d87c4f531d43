import { fileURLToPath } from "node:url";

/**
 * The demo's committed media (decision 053): each drawing rendered to WebP under `rendered/`, named by
 * the drawing's hash (`npm run demo-art` writes them), and each demo film's silent trailer with its
 * captions under `trailers/` (`scripts/make-demo-trailers.ts`, decision 023).
 */
export const RENDERED_DIRECTORY = fileURLToPath(new URL("../rendered/", import.meta.url));
export const TRAILERS_DIRECTORY = fileURLToPath(new URL("../trailers/", import.meta.url));
