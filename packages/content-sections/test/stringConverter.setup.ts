// Tests render blocks from their content schemas synchronously, as the host does (blocks.ts registers
// the converter there). The `<LazySections>` converter tests unregister it to test the lazy path.
import { registerStringConverter } from '../src/content/richText/stringConverter';
import { stringToRichText } from '../src/content/richText/stringToRichText';

registerStringConverter(stringToRichText);
