// One small interface over the two drivers of the cross-engine suite: Firefox ESR through puppeteer-core over WebDriver
// BiDi (no geckodriver needed), WebKit through WebKitWebDriver (Debian's webkit2gtk-driver, classic WebDriver) with
// selenium-webdriver. Each test file launches what it uses once and opens a fresh page per test.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type Browser as PuppeteerBrowser, type KeyInput } from 'puppeteer-core';
import { Builder, By, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { afterAll, afterEach, inject } from 'vitest';
import { NO_SCRIPTS } from './probe';

export type Engine = 'firefox' | 'webkit';
export const ENGINES: Engine[] = ['firefox', 'webkit'];
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type PageOptions = { width?: number; height?: number; javaScript?: boolean };
type KeyName = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown';

/** What the tests do with a page, the same in both engines. Scripts are expressions evaluated in the page. */
export interface EnginePage {
  goto(path: string): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer click at the element's centre (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** A real pointer click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /**
   * A click the driver aims itself (WebDriver's element click in WebKit): the contact form's fields in WebKit did not
   * take focus from the suite's pointer-action click (it landed on <main>), while the element click focuses them.
   */
  activate(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Moves the mouse to a point of the viewport. */
  hoverAt(x: number, y: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Clicks the field and types, key by key. */
  type(selector: string, text: string): Promise<void>;
  close(): Promise<void>;
}

const baseUrl = () => inject('baseUrl');

async function freePort() {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

function firefoxEngine() {
  let browser: Promise<PuppeteerBrowser> | undefined;
  return {
    async open({ width = 1366, height = 900 }: PageOptions): Promise<EnginePage> {
      browser ??= puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
      const page = await (await browser).newPage();
      await page.setViewport({ width, height });
      return {
        goto: async (path) => void (await page.goto(baseUrl() + path, { waitUntil: 'load' })),
        evaluate: async <T,>(expression: string) => (await page.evaluate(expression)) as T,
        click: async (selector) => page.click(selector),
        activate: async (selector) => page.click(selector),
        clickAt: (x, y) => page.mouse.click(x, y),
        hover: (selector) => page.hover(selector),
        hoverAt: (x, y) => page.mouse.move(x, y),
        press: (key) => page.keyboard.press(key as KeyInput),
        type: async (selector, text) => {
          await page.click(selector);
          await page.keyboard.type(text, { delay: 10 });
        },
        close: () => page.close(),
      };
    },
    close: async () => (await browser)?.close(),
  };
}

function webkitEngine() {
  let driverProcess: ChildProcess | undefined;
  let session: Promise<WebDriver> | undefined;
  const startDriver = async () => {
    const port = await freePort();
    driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: inject('display') } });
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 100; tries++) {
      if (await fetch(`${url}/status`).then((response) => response.ok, () => false)) return url;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`WebKitWebDriver did not start (${WEBKIT_DRIVER_PATH}: scripts/ensure-engines.sh installs it)`);
  };
  const startSession = async () =>
    new Builder()
      .usingServer(await startDriver())
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
      .build();
  const keys: Record<KeyName, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowDown: Key.ARROW_DOWN };
  return {
    /**
     * WebKitWebDriver drives one session at a time, and a session is a browser start (seconds): a test file's pages
     * share one window, resized for each, with the site's storage emptied when a page closes.
     */
    async open({ width = 1366, height = 900 }: PageOptions): Promise<EnginePage> {
      const driver = await (session ??= startSession());
      // The window's outer size includes its frame: grow it until the viewport is the size asked for.
      await driver.manage().window().setRect({ width, height });
      await driver.get('about:blank');
      const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      await driver.manage().window().setRect({ width: 2 * width - inner[0], height: 2 * height - inner[1] });
      // The window manager applies a size later than setRect returns: a click aimed before it lands elsewhere.
      for (let tries = 0; tries < 50; tries++) {
        const [w, h] = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
        if (w === width && h === height) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      const element = (selector: string) => driver.findElement(By.css(selector));
      const page: EnginePage = {
        goto: (path) => driver.get(baseUrl() + path),
        evaluate: async <T,>(expression: string) => (await driver.executeScript(`return (${expression})`)) as T,
        click: async (selector) => {
          await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', await element(selector));
          await driver.actions().move({ origin: await element(selector) }).click().perform();
        },
        activate: async (selector) => {
          await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', await element(selector));
          await (await element(selector)).click();
        },
        clickAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
        hover: async (selector) => driver.actions().move({ origin: await element(selector) }).perform(),
        hoverAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).perform(),
        press: (key) => driver.actions().sendKeys(keys[key]).perform(),
        type: async (selector, text) => {
          await page.activate(selector);
          await (await element(selector)).sendKeys(text);
        },
        close: async () => {
          await driver.executeScript('if (location.origin !== "null") { sessionStorage.clear(); localStorage.clear(); }').catch(() => {});
          await driver.get('about:blank');
        },
      };
      return page;
    },
    close: async () => {
      await (await session)?.quit().catch(() => {});
      driverProcess?.kill();
    },
  };
}

/**
 * The engine for a test file: launched on first use, closed after the file's tests; a page a test left open is closed
 * after it.
 */
export function useEngine(engine: Engine) {
  const driver = engine === 'firefox' ? firefoxEngine() : webkitEngine();
  const open = new Set<EnginePage>();
  afterEach(async () => {
    for (const page of open) await page.close().catch(() => {});
    open.clear();
  }, 60_000);
  afterAll(() => driver.close(), 60_000);
  return {
    /**
     * A fresh page of the given size showing `path`. JavaScript off is the page served with a CSP that allows no script
     * (see ./probe.ts): the same in both drivers, which still evaluate their own scripts in it.
     */
    async visit(path: string, options: PageOptions = {}) {
      const page = await driver.open(options);
      open.add(page);
      const close = page.close;
      page.close = async () => {
        open.delete(page);
        await close();
      };
      await page.goto(options.javaScript === false ? `${path}${path.includes('?') ? '&' : '?'}${NO_SCRIPTS}` : path);
      return page;
    },
  };
}

/**
 * Polls an expression in the page until it is truthy (the engines have no waitFor of their own in common). On timeout
 * the error carries `explain`, an expression read from the page then, so a failure says what the page showed.
 */
export async function waitFor(page: EnginePage, expression: string, { timeout = 15_000, explain }: { timeout?: number; explain?: string } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`)) return;
    if (Date.now() > end) {
      const shown = explain ? `; the page showed: ${JSON.stringify(await page.evaluate(explain).catch((error) => String(error)))}` : '';
      throw new Error(`timed out waiting for ${expression}${shown}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
