/** Runs the server without building the web app (used by `npm run dev` next to Vite). */
import { main } from './main';

await main();
