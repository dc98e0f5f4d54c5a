import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, contentTypeOfKey, isStorageKey, type Storage } from './storage.ts';

/** Files under one folder of this machine (DATA_DIR/uploads): the embedded default of `npm start`. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (key.startsWith(prefix) && isStorageKey(key)) yield key;
      }
    },
    close() {},
  };
}
