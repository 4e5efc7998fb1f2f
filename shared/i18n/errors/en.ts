/** English, the source of the failure catalog (error-catalog.ts); every other locale is typed `ErrorCatalog` too. */
import type { ErrorCatalog } from './error-catalog';

const REDO = '{redo, select, merge {merge again} start {start it again} other {try again}}';

export const en: ErrorCatalog = {
  codes: {
    invalid_parameter: {
      text: 'The request was refused: an option or a file does not fit this tool.',
      advice: 'Check the options and that the files are the kind this tool takes, then try again.',
    },
    invalid_file: {
      text: 'A file is damaged or is not the kind of file it claims to be.',
      advice: 'Check that the files open in their own program, then try again.',
    },
    unsupported_format: {
      text: 'A file is in a format this tool does not take.',
      advice: 'Save the file in a format this tool takes (see the list on the panel), then try again.',
    },
    file_size_exceeded: {
      text: 'A file is larger than this tool accepts.',
      advice: 'Use smaller files, or split the deck first, then try again.',
    },
    zip_bomb: {
      text: 'A file unpacks to far more data than it holds, so Deckhand did not open it.',
      advice: 'Use another copy of the file.',
    },
    font_not_found: {
      text: 'The chosen font was not found.',
      advice:
        'Choose a font Deckhand has a file of (the picker shows those in their own face), or install the font on this computer, then try again.',
    },
    font_restricted: {
      text: 'A font in the file does not allow embedding.',
      advice: 'Choose another font, or ask the font’s maker for a version that may be embedded.',
    },
    all_slides_hidden: {
      text: 'Every slide of the deck is hidden, and hidden slides were left out.',
      advice: 'Include the hidden slides, or show one of them in the deck, then try again.',
    },
    target_too_small: {
      text: 'The size asked for is too small for this file.',
      advice: 'Ask for a larger size (the details name the smallest possible), then try again.',
    },
    language_unknown: {
      text: 'The chosen language is not one this tool knows.',
      advice: 'Choose another language from the list, then try again.',
    },
    no_text_layer: {
      text: 'The file has no text to read.',
      advice: 'Make its text searchable first (text recognition), then try again.',
    },
    conversion_failed: {
      text: 'The file could not be converted.',
      advice: 'Open the file in its own program, save it again, then try again.',
    },
    redaction_incomplete: {
      text: 'Some of the words to remove were still found in the result, so it was withheld.',
      advice: 'The file may draw its text in an unusual way: remove whole areas instead, then try again.',
    },
    output_too_large: {
      text: 'The result grew larger than the engine keeps for a task of this size.',
      advice: 'Choose options that make a smaller result, or use a smaller file.',
    },
    generation_failed: {
      text: 'The deck could not be generated.',
      advice: 'Try again. If it keeps failing, change the text or the options.',
    },
    provider_auth: {
      text: 'The translation or writing service refused its key.',
      advice: 'Check that service’s key in Settings, then try again.',
    },
    tool_unavailable: {
      text: 'This tool needs a program that is missing here.',
      advice: 'Install the program the details name, then try again.',
    },
    provider_unavailable: {
      text: 'The translation or writing service could not be reached.',
      advice: 'Wait a moment, then try again.',
    },
    translation_failed: {
      text: 'The translation did not finish.',
      advice: 'Try again. If it keeps failing, choose another provider in Settings.',
    },
    insufficient_storage: {
      text: 'The engine’s disk is nearly full.',
      advice: 'Free some space or delete old tasks, then try again.',
    },
    timeout: {
      text: 'The task took too long and was stopped.',
      advice: 'Try smaller files, or try again later.',
    },
    interrupted: {
      text: 'The task was stopped before it finished.',
      advice: 'Start it again.',
    },
    cancelled: {
      text: 'The task was cancelled.',
      advice: 'Start it again when you are ready.',
    },
    internal_error: {
      text: 'Something went wrong inside Deckhand.',
      advice: 'Try again. If it keeps failing, restart Deckhand.',
    },
    database_unavailable: {
      text: 'The server cannot reach its database right now.',
      advice: 'Wait a few seconds, then try again.',
    },
    unauthorized: {
      text: 'The key was refused.',
      advice:
        '{backend, select, server {Check your personal key for the Deckhand server in Settings (your admin may have revoked it), then try again.} other {Check the API key in Settings, then try again.}}',
    },
    forbidden: {
      text: 'Deckhand may not use this file or do this.',
      advice: 'Add the files again from your disk, then try again.',
    },
    forbidden_host: {
      text: 'The engine refused a request from an unexpected address.',
      advice: 'Open Deckhand at its own address, then try again.',
    },
    payment_required: {
      text: 'Your DeckFlow account is out of credits.',
      advice: 'Add credits, or switch to the local engine in Settings.',
    },
    not_found: {
      text: 'This task or file no longer exists on the service.',
      advice: 'Start it again.',
    },
    method_not_allowed: {
      text: 'The service does not answer this kind of request.',
      advice: 'Check the service address in Settings, then try again.',
    },
    upload_stalled: {
      text: 'The upload stopped moving and was given up.',
      advice: 'Check your network connection, then try again.',
    },
    length_required: {
      text: 'The request did not say how large it was.',
      advice: 'Try again. If it keeps failing, a proxy between Deckhand and the service may be changing requests.',
    },
    range_not_satisfiable: {
      text: 'The part of the file asked for is not there.',
      advice: 'Download the result again.',
    },
    rate_limited: {
      text: 'The service is busy.',
      advice:
        '{seconds, plural, =0 {Wait a minute, then try again.} one {Wait # second, then try again.} other {Wait # seconds, then try again.}}',
    },
    too_many_tasks: {
      text: 'You have as many tasks on the server as you may run at once.',
      advice: 'Wait for one of your tasks on the server to finish, or cancel one, then try again.',
    },
    daily_limit_reached: {
      text: 'Your daily allowance on the Deckhand server is used up.',
      advice: 'It starts again at 00:00 UTC. Ask your admin for more.',
    },
    aborted: {
      text: 'Cancelled.',
      advice: 'Start it again when you are ready.',
    },
    backend_changed: {
      text: 'The backend changed before this task finished.',
      advice: 'Start it again on the backend now chosen.',
    },
    bad_response: {
      text: 'The service sent an answer Deckhand could not read.',
      advice: 'Try again. If it keeps failing, check the service address in Settings.',
    },
    disconnected: {
      text: 'The connection to Deckhand was lost.',
      advice: 'Check that Deckhand is still running, then try again.',
    },
    download_corrupt: {
      text: 'The downloaded file did not match its checksum.',
      advice: 'Download it again.',
    },
    download_incomplete: {
      text: 'The download ended before the whole file arrived.',
      advice: 'Check your network connection, then download it again.',
    },
    engine_unavailable: {
      text: 'The local engine is not running.',
      advice: 'Wait for it to start, or restart Deckhand, then try again.',
    },
    file_changed: {
      text: 'A file changed while it was being sent.',
      advice: 'Wait until it is saved, then try again.',
    },
    file_exists: {
      text: 'A file of that name is already there.',
      advice: 'Choose another name or folder, then save again.',
    },
    file_unreadable: {
      text: 'A file could not be read from your disk.',
      advice: 'Add the files again from your disk, then try again.',
    },
    http_error: {
      text: 'The service answered with an error Deckhand does not know.',
      advice: 'Try again. If it keeps failing, check the service address in Settings.',
    },
    invalid_recipe: {
      text: 'The recipe is not valid.',
      advice: 'Open it in Automations and fix the step the details name.',
    },
    invalid_request: {
      text: 'Deckhand sent a request the other side could not accept.',
      advice: 'Restart Deckhand, then try again.',
    },
    network_error: {
      text: '{backend, select, server {Deckhand cannot reach the Deckhand server.} cloud {Deckhand cannot reach the DeckFlow cloud.} other {Deckhand lost its connection to the engine.}}',
      advice:
        '{backend, select, server {Check your network connection and the server address in Settings, then try again.} cloud {Check your network connection and the service address in Settings, then try again.} other {Check that the engine is running, then try again.}}',
    },
    no_key: {
      text: 'No API key is set for this service.',
      advice: 'Enter your key in Settings, then try again.',
    },
    not_ready: {
      text: 'This is not ready yet.',
      advice: 'Wait for the task to finish, then try again.',
    },
    not_retryable: {
      text: 'There is nothing to try again here.',
      advice: 'Start a new task instead.',
    },
    open_failed: {
      text: 'The system could not open the file.',
      advice: 'Check that a program for this kind of file is installed, or open it from its folder.',
    },
    task_failed: {
      text: 'The service could not finish the task.',
      advice: 'Try again. If it keeps failing, check the file, or use the local engine.',
    },
    too_large: {
      text: 'This result is too large to preview.',
      advice: 'Save it to look at it.',
    },
    unsafe_archive: {
      text: 'The archive holds entries that would land outside its folder, so nothing was extracted.',
      advice: 'Save the ZIP instead, and open it with care.',
    },
    unsupported: {
      text: 'This is not available here.',
      advice: 'Use the desktop app for this, or save the file instead.',
    },
    write_failed: {
      text: 'The file could not be written.',
      advice: 'Check that the folder exists, that you may write to it and that the disk has room, then try again.',
    },
  },
  withFile: {
    invalid_file: '“{file}” is damaged or is not the kind of file it claims to be.',
    unsupported_format: '“{file}” is in a format this tool does not take.',
    file_size_exceeded: '“{file}” is larger than this tool accepts.',
    zip_bomb: '“{file}” unpacks to far more data than it holds, so Deckhand did not open it.',
    font_restricted: 'A font in “{file}” does not allow embedding.',
    all_slides_hidden: 'Every slide of “{file}” is hidden, and hidden slides were left out.',
    no_text_layer: '“{file}” has no text to read.',
    conversion_failed: '“{file}” could not be converted.',
    redaction_incomplete: 'Some of the words to remove were still found in the result of “{file}”, so it was withheld.',
    output_too_large: 'The result of “{file}” grew larger than the engine keeps for a task of this size.',
    timeout: '“{file}” took too long and was stopped.',
    file_changed: '“{file}” changed while it was being sent.',
    file_exists: 'A file named “{file}” is already there.',
    file_unreadable: '“{file}” could not be read from your disk.',
    open_failed: 'The system could not open “{file}”.',
    too_large: '“{file}” is too large to preview.',
    unsafe_archive: '“{file}” holds entries that would land outside its folder, so nothing was extracted.',
  },
  fileAdvice: {
    replace: `Remove or replace “{file}”, then ${REDO}.`,
    smaller: `Replace “{file}” with a smaller file (or split it first), then ${REDO}.`,
  },
  details: { summary: 'Details', code: 'Error code:' },
};
