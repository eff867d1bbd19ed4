/**
 * The help topics' images (web/src/help/topics.ts `helpScreenshots`) are screenshots of the product,
 * taken here in English at 1440 px from each image's capture route and written to web/public/help/:
 * when the file is missing, or every one again with FLEET_HELP_IMAGES=update. Routes the product does
 * not have yet (the router sends them to /404) are listed, not captured.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../infra/local/runtime.ts';
import { helpScreenshots } from '../../../../web/src/help/topics.ts';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { ShellPage } from '../../pages/shell.ts';
import { landingPath, SignInPage } from '../../pages/sign-in.ts';
import { closeApps, openApp, saveScreenshot, settled, type AppPage } from '../../support/app.ts';
import { publishStatusChange } from '../../support/events.ts';

const helpImageDir = join(repoRoot, 'web', 'public', 'help');
const update = process.env.FLEET_HELP_IMAGES === 'update';

beforeAll(async () => {
  // Something to show in the bell panel.
  await publishStatusChange({ statusName: 'Inspector Assigned' });
  await publishStatusChange({ fromStatus: 1196, toStatus: 1205, statusName: 'Gate Pass In' });
});

afterAll(closeApps);

async function writeHelpImage(app: AppPage, file: string): Promise<void> {
  await settled(app.page);
  const path = await saveScreenshot(app.page, `help-image-${file.replace(/\.png$/, '')}`);
  if (update || !existsSync(join(helpImageDir, file))) {
    mkdirSync(helpImageDir, { recursive: true });
    copyFileSync(path, join(helpImageDir, file));
  }
}

describe('e2e: help images', () => {
  it('captures every help image whose route exists', async () => {
    const app = await openApp({ viewport: 'desktop', language: 'en' });
    const signIn = await new SignInPage(app.page).open();
    const captured: string[] = [];
    const missingRoutes: string[] = [];

    await signIn.projectsLoaded();
    for (const shot of helpScreenshots.filter((shot) => shot.capturePath === '/')) {
      await writeHelpImage(app, shot.file);
      captured.push(shot.file);
    }
    await signIn.signIn({ username: 'admin', project: 'MOI' });
    const shell = await new ShellPage(app.page).ready();
    for (const shot of helpScreenshots.filter((shot) => shot.capturePath !== '/')) {
      // Loaded, not opened in the app: each help image shows its page as it opens (no panel of the
      // image before left open, no scroll kept).
      await app.page.goto(shot.capturePath);
      await shell.ready();
      await settled(app.page);
      if (new URL(app.page.url()).pathname === '/404') {
        missingRoutes.push(`${shot.file} (${shot.capturePath})`);
        continue;
      }
      if (shot.file === 'notifications.png') {
        const bell = new NotificationBellPage(app.page);
        await bell.open();
        await bell.loaded();
        await bell.rows.first().waitFor();
      }
      await writeHelpImage(app, shot.file);
      captured.push(shot.file);
    }
    if (missingRoutes.length > 0) console.log(`Help images without a route yet: ${missingRoutes.join(', ')}`);

    expect(captured).toEqual(expect.arrayContaining(['login.png', 'dashboard.png', 'notifications.png']));
    expect(captured.every((file) => existsSync(join(helpImageDir, file)))).toBe(true);
    expect(helpScreenshots.some((shot) => shot.capturePath === landingPath)).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
