export { Documents } from './Documents.js';
export { documentsBlock } from './documentsBlock.js';
export type {
  DocumentFile,
  DocumentsProps,
  DocumentType,
  DocumentVersion,
  InsuranceDocument,
} from './documentsContent.js';
export { DOCUMENT_TYPES, documentsContent } from './documentsContent.js';
