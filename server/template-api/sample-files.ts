/**
 * The small sample file the Mail app serves for an attachment (the seed lists names and sizes
 * only): a real file of the name's type, saying it is a demo. Each is made once, on first use.
 */
import { crc32, deflateSync } from 'node:zlib';
import { ALLOWED_FILE_TYPES } from '../../shared/schemas/files.js';
import { storedZip } from './stored-zip.js';

export interface SampleFile {
  bytes: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = { ...ALLOWED_FILE_TYPES, zip: 'application/zip', txt: 'text/plain; charset=utf-8' };

const NOTICE = 'Fichier de démonstration du back-office Retraite Conseil : il remplace la pièce jointe réelle.';

/** A one-page A4 PDF (Helvetica, WinAnsi: Latin-1 text), its cross-reference table pointing at each object. */
function pdf(name: string): Buffer {
  const literal = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const content = [
    'BT /F1 20 Tf 56 770 Td (Retraite Conseil) Tj ET',
    `BT /F1 14 Tf 56 736 Td ${literal(name)} Tj ET`,
    `BT /F1 11 Tf 56 706 Td ${literal(NOTICE)} Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 160 × 120 PNG: a sheet with a coloured header and grey lines of "text". */
function png(): Buffer {
  const width = 160;
  const height = 120;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const header = y < 16;
      const line = y >= 30 && (y - 30) % 12 < 3 && x >= 14 && x < ((y - 30) % 36 < 12 ? 110 : 146);
      const [r, g, b] = header ? [91, 80, 214] : line ? [170, 167, 160] : [246, 244, 238];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 120 × 160 JPEG: a scanned certificate, with its header, lines and stamp (drawn once, kept here). */
const JPEG = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//',
  '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCACgAHgDASIAAhEBAxEB/8QA',
  'GgABAAMBAQEAAAAAAAAAAAAAAAMEBQYCB//EADgQAAAFAAYHCAEDBAMAAAAAAAABAgMEERIVU1TRBRMUkpOi0hYhMVVhkaGjQQZRcSIjMvBSscH/xAAZAQEB',
  'AQEBAQAAAAAAAAAAAAAAAgMBBAb/xAAjEQEAAQMEAgIDAAAAAAAAAAAAAQIDERITUpEhMUFRFHHR/9oADAMBAAIRAxEAPwDNAa3ZvTGD+xGYdm9MYP7EZj6D',
  'ftco7ThkgNbs3pjB/YjMOzemMH9iMw37XKOzDJAa3ZvTGD+xGYdm9MYP7EZhv2uUdmGSA1uzemMH9iMw7N6Ywf2IzDftco7MMkBrdm9MYP7EZh2b0xg/sRmG',
  '/a5R2YZIDW7N6Ywf2IzDs3pjB/YjMN+1yjswyQGt2b0xg/sRmHZvTGD+xGYb9rlHZhkgNbs3pjB/YjMA37XKOzD6EACCTMjxKu0OVK1NHcZ00fwPnFpwFG14',
  'F/yKyC14F/yKyAXgFG14F/yKyC14F/yKyAXgFG14F/yKyC14F/yKyAXgFG14F/yKyC14F/yKyAXgEbLzb7SXWlVkK8DooEgAAAAAAAAjdZaeo1rSF0eFZJHQ',
  'JBUnQGp1TWqWVSmiqZfmj09AEmxRMKxwyDYomFY4ZCjYMS8f3iyCwYl4/vFkAvbFEwrHDINiiYVjhkKNgxLx/eLILBiXj+8WQC9sUTCscMg2KJhWOGQo2DEv',
  'H94sgsGJeP7xZAL2xRMKxwyDYomFY4ZCjYMS8f3iyCwYl4/vFkA00IQ2gkNpSlJeBJKgiHoZVgxLx/eLILBiXj+8WQDVAZVgxLx/eLIWoMBqDX1SlnXoprGX',
  '4p9PUBbAAABUnNzV1NieQ3RTWrF4+FH4P1FsVJ0p2NU1UVb9ammrT/T4ehgKuo01i2PYukNRprFsexdIWpL8rf8AnpC1Jflb/wA9IBqNNYtj2LpDUaaxbHsX',
  'SFqS/K3/AJ6QtSX5W/8APSAajTWLY9i6Q1GmsWx7F0hakvyt/wCekLUl+Vv/AD0gGo01i2PYukNRprFsexdIWpL8rf8AnpC1Jflb/wA9IBqNNYtj2LpDUaax',
  'bHsXSL8V1b8dLjjSmlKppQrxLvEwDK1GmsWx7F0i1Bbmor7a8hymirVLw8afwXoLYAAAAAIJMyPEq7Q5UrU0dxnTR/AnEbrLT1GtaQujwrJI6AFW14F/yKyC',
  '14F/yKyE+xRMKxwyDYomFY4ZAILXgX/IrILXgX/IrIT7FEwrHDINiiYVjhkAgteBf8isgteBf8ishPsUTCscMg2KJhWOGQCC14F/yKyC14F/yKyE+xRMKxwy',
  'DYomFY4ZAILXgX/IrILXgX/IrIT7FEwrHDINiiYVjhkAgteBf8ishPGmR5dbZ3K9WinuMqKf5DYomFY4ZD20y0zTqmkIp8aqSKkBIAAACpOgNTqmtUsqlNFU',
  'y/NHp6C2Kk5uaupsTyG6Ka1YvHwo/B+oCrYMS8f3iyCwYl4/vFkGo01i2PYukNRprFsexdIBYMS8f3iyCwYl4/vFkGo01i2PYukNRprFsexdIBYMS8f3iyCw',
  'Yl4/vFkGo01i2PYukNRprFsexdIBYMS8f3iyCwYl4/vFkGo01i2PYukNRprFsexdIBYMS8f3iyCwYl4/vFkL8VL6Y6UyVpW6VNZSfA+/ITAMqwYl4/vFkLUG',
  'A1Br6pSzr0U1jL8U+nqLYAAAAAKk6U7GqaqKt+tTTVp/p8PQxbEEmZHiVdocqVqaO4zpo/gBRtSX5W/89IWpL8rf+ekT2vAv+RWQWvAv+RWQCC1Jflb/AM9I',
  'WpL8rf8AnpE9rwL/AJFZBa8C/wCRWQCC1Jflb/z0hakvyt/56RPa8C/5FZBa8C/5FZAILUl+Vv8Az0hakvyt/wCekT2vAv8AkVkFrwL/AJFZAILUl+Vv/PSF',
  'qS/K3/npE9rwL/kVkFrwL/kVkAgtSX5W/wDPSLUGU7Jr62KtirRRWp/q8fQh4teBf8ishPGmR5dbZ3K9WinuMqKf5ATgAAAjdZaeo1rSF0eFZJHQJBUnQGp1',
  'TWqWVSmiqZfmj09AEmxRMKxwyDYomFY4ZCjYMS8f3iyCwYl4/vFkAvbFEwrHDINiiYVjhkKNgxLx/eLILBiXj+8WQC9sUTCscMg2KJhWOGQo2DEvH94sgsGJ',
  'eP7xZAL2xRMKxwyDYomFY4ZCjYMS8f3iyEb+h9Hx2VPPvuobSVJqUoqC+AdiMtLYomFY4ZBsUTCscMhz8fTjhNFH0Po1+S02ZkTq/wA99P4L1Eqf1I/GWktK',
  'aMejoUdGsKky/wCv/RGult+Nc+v629iiYVjhkPbTLTNOqaQinxqpIqQYeakMpdYWlbaipJST7jEgtjPgAABwAAAAAAAAAAAAABzWkUq0x+okaNNRlFjJ1jpE',
  'f+R/6ZF7jpRzkBRR/wBZTmnO430EpBn+fA8/YRX8Q9Fjxqqj3EOgaabZaS20hKEJKgkpKgiB1pt5pTbyErQoqDSoqSMewFsMznLmtGpVof8AUS9GkoziyU6x',
  'ojP/ABP/AEjL2HSjnJ6ikfrKC033mwg1LMvx3GeXuOjEUfMN7/nTVPuYAABbzgAAAAAAAAAAAAAMjTmiVzdXKhr1c1jvQr/kX7DXAcmMxiV0VzRVqhzrP6nS',
  'x/Z0tFdjvp8aE0kr1B79Tpf/ALOiYrsh9XhSmgk+o6BaELKhaUqL9jKkEIQgqEJSkv2IqBOKvtruWvejz+/DK0HolcLWSpi9ZNf71q8apfsNcAFRGIxDKuua',
  '6tUgAA6h/9k=',
].join('');

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides).map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`);
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts.join('')}</Types>`;
}

const relationships = (links: ReadonlyArray<[type: string, target: string]>) =>
  `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">${links.map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${OFFICE_DOCUMENT}/${type}" Target="${target}"/>`).join('')}</Relationships>`;

/** A Word document of two paragraphs. */
function docx(name: string): Buffer {
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
  return storedZip([
    ['[Content_Types].xml', contentTypes({ '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' })],
    ['_rels/.rels', relationships([['officeDocument', 'word/document.xml']])],
    ['word/document.xml', `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph(name)}${paragraph(NOTICE)}<w:sectPr/></w:body></w:document>`],
  ]);
}

/** A workbook of one sheet: the file's name, the notice, and a small table. */
function xlsx(name: string): Buffer {
  const cell = (ref: string, value: string | number) =>
    typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xml(value)}</t></is></c>`;
  const rows: Array<Array<string | number>> = [[name], [NOTICE], [], ['Trimestres', 'Coût (€)'], [1, 3120], [4, 12480]];
  const sheetData = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(`${'AB'[c]}${r + 1}`, value)).join('')}</row>`).join('');
  return storedZip([
    ['[Content_Types].xml', contentTypes({
      '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      '/xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
    })],
    ['_rels/.rels', relationships([['officeDocument', 'xl/workbook.xml']])],
    ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE_DOCUMENT}"><sheets><sheet name="Démonstration" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', relationships([['worksheet', 'worksheets/sheet1.xml']])],
    ['xl/worksheets/sheet1.xml', `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`],
  ]);
}

const text = (name: string) => Buffer.from(`${name}\n\n${NOTICE}\n`, 'utf8');

const MAKERS: Record<string, (name: string) => Buffer> = {
  pdf,
  png,
  jpg: () => Buffer.from(JPEG, 'base64'),
  jpeg: () => Buffer.from(JPEG, 'base64'),
  docx,
  xlsx,
  zip: (name) => storedZip([['LISEZMOI.txt', text(name)]]),
};

/** Every type a sample is served with: the made ones' and text for the others. */
export const SAMPLE_CONTENT_TYPES = [...Object.keys(MAKERS).map((extension) => CONTENT_TYPES[extension]), CONTENT_TYPES.txt];

const made = new Map<string, Buffer>();

/** The sample served for an attachment named `name` (a text file for a type not made here). */
export function sampleFile(name: string): SampleFile {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1].toLowerCase() ?? '';
  const maker = MAKERS[extension];
  if (!maker) return { bytes: text(name), contentType: CONTENT_TYPES.txt };
  let bytes = made.get(name);
  if (!bytes) made.set(name, (bytes = maker(name)));
  return { bytes, contentType: CONTENT_TYPES[extension] };
}
