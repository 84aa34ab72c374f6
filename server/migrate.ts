import { readConfig } from './config';
import { openDatabase } from './db';

// The deployment step that brings the schema up to date (the app processes then run with MIGRATE=false).
const config = readConfig();
const database = await openDatabase({ ...config, migrate: true });
await database.close();
console.log(`schema up to date on ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}`);
