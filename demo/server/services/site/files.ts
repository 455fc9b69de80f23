import type { OwnedFile } from './products';
import { zip } from './zip';

/**
 * The demo's downloadable files, made on request rather than kept on disk: each is stamped
 * with its buyer, as the magazine's ebooks are, so there is nothing to store and nothing
 * one buyer's copy could leak of another's. Small, but real: the PDF opens in a viewer and
 * the EPUB in a reader.
 */
export interface Stamp {
  readonly licensee: string;
  readonly orderNumber: string;
  readonly date: Date;
}

export interface GeneratedFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly filename: string;
}

const BLURB = [
  'This is a demo copy from the reference backend of the magazine.',
  'The real book has many more pages; this one proves the download works.',
];

const day = (date: Date) => date.toISOString().slice(0, 10);

const lines = (file: OwnedFile, stamp: Stamp) => [
  `${file.productName} (${file.name})`,
  `Licensed to ${stamp.licensee}`,
  `Order ${stamp.orderNumber}, downloaded ${day(stamp.date)}`,
  '',
  ...BLURB,
];

// PDF strings here are Latin-1 with the standard font; outside printable ASCII is replaced so
// an email or a title can never break out of the string.
const pdfString = (value: string) =>
  `(${value.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function pdf(file: OwnedFile, stamp: Stamp): Buffer {
  const [title = '', ...rest] = lines(file, stamp);
  const content = [
    'BT',
    '/F1 22 Tf',
    '72 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf',
    '0 -34 Td',
    ...rest.flatMap((line) => [`${pdfString(line)} Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title ${pdfString(file.productName)} /Producer (Magazine reference backend) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const xml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
<head><title>${xml(title)}</title></head>
<body>${body}</body>
</html>
`;

export function epub(file: OwnedFile, stamp: Stamp): Buffer {
  const [title = '', ...rest] = lines(file, stamp);
  const chapter = xhtml(
    title,
    `<h1>${xml(title)}</h1>\n${rest
      .filter(Boolean)
      .map((line) => `<p>${xml(line)}</p>`)
      .join('\n')}`,
  );
  const nav = xhtml(
    'Contents',
    '<nav epub:type="toc"><ol><li><a href="chapter.xhtml">Start</a></li></ol></nav>',
  );
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:demo:${xml(file.id)}:${xml(stamp.orderNumber)}</dc:identifier>
    <dc:title>${xml(file.productName)}</dc:title>
    <dc:language>en</dc:language>
    <dc:rights>Licensed to ${xml(stamp.licensee)}</dc:rights>
    <meta property="dcterms:modified">${stamp.date.toISOString().slice(0, 19)}Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="chapter" href="chapter.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine><itemref idref="chapter"/></spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
  return zip(
    [
      // Readers identify an EPUB by this first, uncompressed entry.
      { name: 'mimetype', data: 'application/epub+zip' },
      { name: 'META-INF/container.xml', data: container },
      { name: 'OEBPS/content.opf', data: opf },
      { name: 'OEBPS/nav.xhtml', data: nav },
      { name: 'OEBPS/chapter.xhtml', data: chapter },
    ],
    stamp.date,
  );
}

const baseName = (file: OwnedFile) =>
  file.id
    .toLowerCase()
    .replace(new RegExp(`[-_.]${file.format.toLowerCase().replace(/\W/g, '')}$`), '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'download';

/**
 * The file behind a download. PDF and EPUB are made for real; any other format (the
 * catalogue may list MOBI or a code archive) is a plain-text note, honest about what it is.
 */
export function downloadFile(file: OwnedFile, stamp: Stamp): GeneratedFile {
  const format = file.format.toLowerCase();
  if (format === 'pdf') {
    return {
      body: pdf(file, stamp),
      contentType: 'application/pdf',
      filename: `${baseName(file)}.pdf`,
    };
  }
  if (format === 'epub') {
    return {
      body: epub(file, stamp),
      contentType: 'application/epub+zip',
      filename: `${baseName(file)}.epub`,
    };
  }
  return {
    body: Buffer.from(`${lines(file, stamp).join('\n')}\n`, 'utf8'),
    contentType: 'text/plain; charset=utf-8',
    filename: `${baseName(file)}.txt`,
  };
}
