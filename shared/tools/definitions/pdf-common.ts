/** Params every PDF tool shares. */
import { z } from 'zod';

/** The password that opens the input PDFs, when they need one (one for all of a task's files). */
export const pdfPassword = z.string().max(1024).optional().describe('The password that opens the PDFs, when they need one');

/**
 * Keep the inputs' scripts, launch actions, automatic triggers and embedded files (docs/pdf-tools.md, "Active
 * content"): off by default, so a PDF from outside is passed on without them. What a tool rebuilds from pages alone
 * (merge, split, organise) keeps only what lives on the pages.
 */
export const pdfKeepActiveContent = z
  .boolean()
  .optional()
  .describe('Keep JavaScript, launch actions and embedded files instead of removing them');
