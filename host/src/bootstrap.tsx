// The app's start, after the async boundary of index.ts, in three tasks of the page rather than one: React's DOM
// renderer is evaluated, then the app's modules (the router, the contract, the screens' wiring), then it renders.
// Separate tasks keep each short, so that the page (its form already shown) answers input between them. The
// imports are eager: no chunk of their own, only their evaluation waits.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start');
  await nextTask();
  startApp(createRoot(container));
}

void start();

export {};
