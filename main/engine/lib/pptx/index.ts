/** The PPTX package library used by the merge, split, font and compress tools. */
export { buildDeck, type BuildOptions, type BuiltDeck, type SlidePick } from './deck-builder';
export { safeBaseName } from '../../../../shared/file-names';
export { writePackage } from './package-writer';
export { SourceDeck, type SlideSize, type SourceSlide } from './source-deck';
export { verifyPackage, type VerifyReport } from './verify-package';
export { ZipSource } from '../zip/zip-source';
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from '../zip/zip-budget';
export { ContentTypeMap, buildContentTypes, isXmlContentType } from './content-types';
export { parseRelationships, serializeRelationships, type Relationship } from './relationships';
export { resolveTarget, relativeTarget, relsPartFor, PartNameAllocator } from './part-names';
