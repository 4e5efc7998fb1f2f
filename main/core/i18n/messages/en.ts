/**
 * The main process's words in English, the source (ICU MessageFormat): the application menu, the tray, the native
 * dialogs' titles and the desktop notifications. Every other locale is typed `AppMessages`, so a missing key fails
 * the typecheck; test/core/app-texts.test.ts checks their arguments match.
 */
export const en = {
  'menu.file': 'File',
  'menu.openFiles': 'Open Files…',
  'menu.close': 'Close Window',
  'menu.quit': 'Quit Deckhand',
  'menu.edit': 'Edit',
  'menu.undo': 'Undo',
  'menu.redo': 'Redo',
  'menu.cut': 'Cut',
  'menu.copy': 'Copy',
  'menu.paste': 'Paste',
  'menu.selectAll': 'Select All',
  'menu.view': 'View',
  'menu.reload': 'Reload',
  'menu.forceReload': 'Force Reload',
  'menu.devTools': 'Toggle Developer Tools',
  'menu.resetZoom': 'Actual Size',
  'menu.zoomIn': 'Zoom In',
  'menu.zoomOut': 'Zoom Out',
  'menu.fullScreen': 'Toggle Full Screen',
  'menu.window': 'Window',
  'menu.minimize': 'Minimize',
  'menu.zoom': 'Zoom',
  'tray.show': 'Show Deckhand',
  'tray.quit': 'Quit',
  'tray.tooltip': '{count, plural, =0 {Deckhand} one {Deckhand — # task running} other {Deckhand — # tasks running}}',
  'dialog.saveAs': 'Save as',
  'dialog.supportedFiles': 'Supported files ({extensions})',
  'dialog.chooseFilesFor': 'Choose files for {tool}',
  'dialog.chooseResultsFolder': 'Choose where to save the results',
  'dialog.chooseSlidesFolder': 'Choose where to put the slides',
  'dialog.chooseRecipeFolder': 'Choose a folder of files to run the recipe on',
  'dialog.chooseSaveFolder': 'Choose where Deckhand saves results',
  'dialog.chooseWatchFolder': 'Choose the folder to watch',
  'dialog.chooseWatchOutput': 'Choose where the results go',
  'dialog.openFailed': 'The system could not open “{name}”: {problem}',
  'notify.done': '{tool}: done',
  'notify.failed': '{tool}: failed',
  'notify.finished': '{tool}: finished',
  'notify.ready': '{name} is ready to save.',
  'notify.yourFile': 'Your file',
  'notify.failedBody': '{name}: {reason}',
  'notify.taskFailed': 'The task failed.',
  'notify.allReady': '{count, plural, one {The file is ready to save.} other {All # files are ready to save.}}',
  'notify.someFailed': '{ready, number} ready, {failed, number} failed ({names}).',
} as const;

export type AppMessageKey = keyof typeof en;
export type AppMessages = Readonly<Record<AppMessageKey, string>>;
