export {
  startServer,
  freePort,
  copyDataDir,
  runOnEmbeddedDatabase,
  TEST_ADMIN,
  REPO_ROOT,
  type RunningServer,
} from './server';
export {
  launchBrowser,
  signInAs,
  registerUser,
  waitForHydration,
  CHROME_ARGS,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './browser';
export {
  WEB_APPS,
  copyBuilds,
  startWebHarness,
  stopWebHarness,
  webHarnessForFile,
  api,
  type WebHarness,
} from './web-harness';
export { waitForMail, mailCount, linkIn, codeIn, outboxMails, type SinkMail } from './mail-sink';
export { pdfText } from './pdf-text';
export { panelPageJavascriptKb } from './panel-budget';
export { elementsCutOff, smallTouchTargets } from './layout-checks';
export {
  FakeZoom,
  type FakeMeeting,
  type FakePastParticipant,
  type FakeRegistrant,
} from './fake-zoom';
export { clearOfIndianMidnight, msToIndianMidnight } from './ist-day';
