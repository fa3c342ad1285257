import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../seeded-server';

/**
 * WebKitGTK for the engine journeys (docs/testing.md#other-engines): Debian's WebKitWebDriver,
 * the W3C WebDriver server, drives the MiniBrowser of webkit2gtk-4.1 through Selenium. The GTK 3
 * MiniBrowser has no headless mode: without a display it stops at 'cannot open display', so a
 * private Xvfb is started when DISPLAY is unset. Every process started here is killed by `stop`.
 */

const INSTALL = 'apt-get install -y webkit2gtk-driver xvfb';

export interface WebKitPaths {
  /** WebKitWebDriver (WEBKIT_DRIVER_PATH). */
  driver: string;
  /** MiniBrowser (WEBKIT_BROWSER_PATH). */
  browser: string;
  /** Xvfb, when there is no DISPLAY to draw on; undefined when there is one. */
  xvfb: string | undefined;
}

export interface WebKitOptions {
  /**
   * The window's size: 1280 × 800 (a desktop) unless a journey is a phone's. MiniBrowser's window
   * is never narrower than 447 px (its toolbar's width), so a 360 px phone is out of its reach.
   */
  width?: number;
  height?: number;
}

export interface WebKitSession {
  driver: WebDriver;
  /** What WebKitWebDriver wrote, for a failure. */
  output: () => string;
  /** Ends the session and every process started for it; safe to call twice. */
  stop: () => Promise<void>;
}

function onPath(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** MiniBrowser sits in the library folder: /usr/lib/<triplet>/webkit2gtk-4.1 on Debian. */
function miniBrowser(): string | undefined {
  const candidates: string[] = [];
  for (const lib of ['/usr/lib', '/usr/lib64', '/usr/libexec']) {
    candidates.push(path.join(lib, 'webkit2gtk-4.1', 'MiniBrowser'));
    if (!existsSync(lib)) continue;
    for (const entry of readdirSync(lib)) {
      if (entry.endsWith('-linux-gnu')) {
        candidates.push(path.join(lib, entry, 'webkit2gtk-4.1', 'MiniBrowser'));
      }
    }
  }
  return candidates.find((candidate) => existsSync(candidate));
}

/** The binaries the journeys need, or undefined when one is missing. */
export function findWebKit(): WebKitPaths | undefined {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver');
  const browser = process.env.WEBKIT_BROWSER_PATH ?? miniBrowser();
  const xvfb = process.env.DISPLAY ? undefined : onPath('Xvfb');
  if (!driver || !existsSync(driver) || !browser || !existsSync(browser)) return undefined;
  if (!process.env.DISPLAY && !xvfb) return undefined;
  return { driver, browser, xvfb };
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Each child leads a process group of its own, so the browser it starts goes with it. */
interface Started {
  child: ChildProcess;
  exited: Promise<void>;
}

function started(child: ChildProcess): Started {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { child, exited };
}

function signalGroup(process_: ChildProcess, signal: NodeJS.Signals): void {
  if (process_.pid === undefined) return;
  try {
    process.kill(-process_.pid, signal);
  } catch {
    // The group has already gone.
  }
}

function groupAlive(process_: ChildProcess): boolean {
  if (process_.pid === undefined) return false;
  try {
    process.kill(-process_.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the group, SIGKILL after 3 s; then SIGKILL again for anything the leader left
 * behind (the browser and its web processes), until the group is gone.
 */
async function end(process_: Started): Promise<void> {
  signalGroup(process_.child, 'SIGTERM');
  const gone = await Promise.race([process_.exited.then(() => true), sleep(3_000)]);
  if (!gone) signalGroup(process_.child, 'SIGKILL');
  await process_.exited;
  const deadline = Date.now() + 3_000;
  while (groupAlive(process_.child) && Date.now() < deadline) {
    signalGroup(process_.child, 'SIGKILL');
    await sleep(50);
  }
}

/** Xvfb picks a free display itself and writes its number to the pipe on fd 3 (-displayfd). */
async function startXvfb(binary: string): Promise<{ display: string; process: Started }> {
  const child = spawn(
    binary,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const xvfb = started(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const fd3 = child.stdio[3];
  try {
    const display = await new Promise<string>((resolve, reject) => {
      let written = '';
      const timer = setTimeout(() => {
        reject(new Error(`Xvfb chose no display in 10 s: ${errors}`));
      }, 10_000);
      fd3?.on('data', (chunk: Buffer) => {
        written += chunk.toString('utf8');
        if (written.includes('\n')) {
          clearTimeout(timer);
          resolve(`:${written.trim()}`);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited with ${String(code)}: ${errors}`));
      });
    });
    return { display, process: xvfb };
  } catch (error) {
    await end(xvfb);
    throw error;
  }
}

async function waitForDriver(url: string, driver: Started, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.child.exitCode !== null || driver.child.signalCode !== null) {
      throw new Error(`WebKitWebDriver exited: ${output()}`);
    }
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} in 15 s: ${output()}`);
}

/** Everything still running when the test runner's process exits, killed on the way out. */
const running = new Set<Started>();
process.once('exit', () => {
  for (const leftover of running) signalGroup(leftover.child, 'SIGKILL');
});

/**
 * WebKitWebDriver on a free port (on a private Xvfb when there is no DISPLAY), a MiniBrowser
 * session through Selenium, its window sized to `width` × `height`.
 */
export async function startWebKit(options: WebKitOptions = {}): Promise<WebKitSession> {
  const paths = findWebKit();
  if (!paths) {
    throw new Error(
      'WebKitGTK is missing: the journeys need WebKitWebDriver, MiniBrowser ' +
        '(webkit2gtk-4.1) and, without a DISPLAY, Xvfb. Install them with ' +
        `\`${INSTALL}\`, or point WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH at them.`,
    );
  }
  const processes: Started[] = [];
  let log = '';
  const output = () => log;
  let driver: WebDriver | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (driver) {
      // A hung browser must not hold the stop: its processes are killed after 5 s regardless.
      await Promise.race([driver.quit().catch(() => undefined), sleep(5_000)]);
    }
    for (const process_ of processes.reverse()) {
      await end(process_);
      running.delete(process_);
    }
  };
  const keep = (process_: Started) => {
    processes.push(process_);
    running.add(process_);
  };

  try {
    let display = process.env.DISPLAY ?? '';
    if (paths.xvfb) {
      const xvfb = await startXvfb(paths.xvfb);
      keep(xvfb.process);
      display = xvfb.display;
    }
    const port = await freePort();
    const child = spawn(paths.driver, [`--port=${String(port)}`], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: display },
    });
    const webDriver = started(child);
    keep(webDriver);
    const collect = (chunk: Buffer) => {
      log += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const url = `http://127.0.0.1:${String(port)}`;
    await waitForDriver(url, webDriver, output);

    const capabilities = new Capabilities();
    capabilities.set('browserName', 'MiniBrowser');
    capabilities.set('webkitgtk:browserOptions', {
      binary: paths.browser,
      // The GTK 3 MiniBrowser has no --headless: it draws on Xvfb's display.
      args: ['--automation'],
    });
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    await driver
      .manage()
      .window()
      .setRect({
        x: 0,
        y: 0,
        width: options.width ?? 1280,
        height: options.height ?? 800,
      });
    return { driver, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
