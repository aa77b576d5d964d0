/** A zip archive written whole in memory, its files stored (not compressed): the Mail app's small Office and zip samples. */
import { crc32 } from 'node:zlib';

/** 1 January 2026, 00:00, in MS-DOS form: the same bytes on every run. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
/** Bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;

/**
 * What a file's local header and its central directory entry both say, in the same order (from
 * "version needed" to the name's length): written at `at` in either.
 */
function writeEntry(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

export function storedZip(files: ReadonlyArray<readonly [name: string, content: string | Buffer]>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of files) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const name = Buffer.from(path, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntry(local, 4, crc, data.length, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntry(central, 6, crc, data.length, name.length);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
