/**
 * The settings every conversion profile starts with (written before LibreOffice creates the rest of the profile).
 * They back up external-links.ts for what it cannot rewrite (legacy binary formats) or does not know:
 * - BlockUntrustedRefererLinks: documents outside the trusted locations (all of ours) may not load linked files.
 * - A manual proxy on a port nothing listens on, for every scheme and every host: LibreOffice's own fetches fail
 *   at once instead of reaching the network (or a loopback service).
 * Its `user/fonts` holds the app's bundled fonts (profile-fonts.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addProfileFonts } from './profile-fonts';

/** 127.0.0.1:9 is the "discard" port, unused on desktops; a refused connection is all LibreOffice gets. */
const DEAD_PROXY = { host: '127.0.0.1', port: 9 };

function prop(itemPath: string, name: string, type: 'boolean' | 'int' | 'string', value: string | number | boolean): string {
  return `<item oor:path="${itemPath}"><prop oor:name="${name}" oor:op="fuse" oor:type="xs:${type}"><value>${String(value)}</value></prop></item>`;
}

const INET = '/org.openoffice.Inet/Settings';

const SETTINGS = [
  prop('/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'boolean', true),
  // 0 = never update links, for the document types that have the setting.
  prop('/org.openoffice.Office.Calc/Content/Update', 'Link', 'int', 0),
  prop('/org.openoffice.Office.Writer/Content/Update', 'Link', 'int', 0),
  prop(INET, 'ooInetProxyType', 'int', 1),
  ...(['HTTP', 'HTTPS', 'FTP'] as const).flatMap((scheme) => [
    prop(INET, `ooInet${scheme}ProxyName`, 'string', DEAD_PROXY.host),
    prop(INET, `ooInet${scheme}ProxyPort`, 'int', DEAD_PROXY.port),
  ]),
  prop(INET, 'ooInetNoProxy', 'string', ''),
];

/** Creates `<profileDir>/user/registrymodifications.xcu` with the settings above, and the profile's fonts. */
export async function writeLockedDownProfile(profileDir: string): Promise<void> {
  const user = path.join(profileDir, 'user');
  await mkdir(user, { recursive: true });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    `${SETTINGS.join('\n')}\n</oor:items>\n`;
  await Promise.all([writeFile(path.join(user, 'registrymodifications.xcu'), xml), addProfileFonts(profileDir)]);
}
