/** `npm run docs:api`: writes docs/api.md from the route contracts. */
import fs from 'node:fs';
import { renderApiDocs } from './apiDocs';

fs.writeFileSync('docs/api.md', renderApiDocs());
process.stdout.write('docs/api.md written\n');
