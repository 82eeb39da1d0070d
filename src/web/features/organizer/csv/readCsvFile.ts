/**
 * A chosen file's text, as the import sends it. Spreadsheets save CSV as UTF-8 (with or without a
 * byte-order mark) and Excel's "Unicode text" as UTF-16 with a byte-order mark (FF FE, little
 * endian; FE FF is big endian): both are decoded here, so the server always receives text. Bytes
 * that are neither (an older "CSV" in a Windows code page), and UTF-16 without a byte-order mark
 * (valid UTF-8 with a NUL after every letter), are refused with the way out: save as
 * "CSV UTF-8". The file's size is bounded before it is read, its text again after decoding.
 */
import { CSV_MAX_BYTES, csvMessages } from '../../../../shared/api/organizerCsv';

/** Why a file was not sent: message keys of the organizer namespace. */
export type CsvFileRefusal =
  typeof csvMessages.tooLarge | typeof csvMessages.unreadable | 'csvNotUtf8';

export type CsvFileText = { csv: string } | { refusal: CsvFileRefusal };

/**
 * UTF-16 takes two bytes for what UTF-8 writes in one (the letters, digits and punctuation of a
 * CSV file), so a UTF-16 file may be up to twice the limit before decoding; its text is held to
 * the limit itself afterwards, as the server holds it.
 */
const UTF16_MAX_BYTES = 2 * CSV_MAX_BYTES;

/** The encoding a byte-order mark names, if the bytes start with one of UTF-16. */
function utf16Of(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** No spreadsheet writes NUL in a file of text; UTF-16 read as UTF-8 has one after each letter. */
const NUL = '\u0000';

/**
 * The bytes as text: UTF-16 by its byte-order mark, else UTF-8; null when they are neither or
 * the text holds NUL.
 */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  const encoding = utf16Of(bytes) ?? 'utf-8';
  try {
    // fatal: a byte that is not of the encoding refuses the file instead of becoming U+FFFD.
    // The byte-order mark is taken off (ignoreBOM: false); the server would take it off too.
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return text.includes(NUL) ? null : text;
  } catch {
    return null;
  }
}

/** Reads the chosen file: its text, or why it is not sent. */
export async function readCsvFile(file: Blob): Promise<CsvFileText> {
  if (file.size > UTF16_MAX_BYTES) return { refusal: csvMessages.tooLarge };
  const head = new Uint8Array(
    await file
      .slice(0, 2)
      .arrayBuffer()
      .catch(() => new ArrayBuffer(0)),
  );
  if (utf16Of(head) === null && file.size > CSV_MAX_BYTES) return { refusal: csvMessages.tooLarge };
  const bytes = await file.arrayBuffer().catch(() => null);
  if (bytes === null) return { refusal: csvMessages.unreadable };
  const csv = decodeCsvBytes(new Uint8Array(bytes));
  if (csv === null) return { refusal: 'csvNotUtf8' };
  if (utf8Bytes(csv) > CSV_MAX_BYTES) return { refusal: csvMessages.tooLarge };
  return { csv };
}
