import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';

type Call = (api: MessageInstance) => void;

/** A stand-in for what an antd message call returns, before the real one exists. */
function pendingMessage(): MessageType {
  const close = () => undefined;
  return Object.assign(close, {
    then: <T,>(onDone?: ((value: boolean) => T) | null) =>
      Promise.resolve(true).then(onDone ?? undefined),
  }) as unknown as MessageType;
}

/**
 * An antd `MessageInstance` whose calls wait in `queue` until `run` has the real one: antd's message
 * (with the notification machinery it is drawn by, ~9 KB of gzipped JavaScript) loads the first time a
 * panel shows a message, not with the panel's first screen.
 */
function deferredMessage(run: (call: Call) => void): MessageInstance {
  const open =
    (type: 'info' | 'success' | 'error' | 'warning' | 'loading') =>
    (...args: Parameters<MessageInstance['info']>) => {
      run((api) => void api[type](...args));
      return pendingMessage();
    };
  return {
    info: open('info'),
    success: open('success'),
    error: open('error'),
    warning: open('warning'),
    loading: open('loading'),
    open: (args) => {
      run((api) => void api.open(args));
      return pendingMessage();
    },
    destroy: (key) => run((api) => api.destroy(key)),
  };
}

/** Outside a panel (a component's own test): antd's static API, loaded on the first call. */
const staticMessage = deferredMessage((call) => {
  void import('antd').then(({ message }) => call(message));
});

const MessageContext = createContext<MessageInstance>(staticMessage);

const MessageHost = lazy(() => import('./message-host'));

/**
 * antd's `message` for a panel, themed and in the panel's language (inside the ConfigProvider). The
 * panels use no other part of antd's `App` (its modal and notification), which cost ~13 KB of gzipped
 * JavaScript on every panel's first screen; the message itself is loaded with the first one shown.
 */
export function PanelMessageProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const real = useRef<MessageInstance | null>(null);
  const queue = useRef<Call[]>([]);
  const run = useCallback((call: Call) => {
    if (real.current) return call(real.current);
    queue.current.push(call);
    setWanted(true);
  }, []);
  const ready = useCallback((api: MessageInstance) => {
    real.current = api;
    for (const call of queue.current.splice(0)) call(api);
  }, []);
  const api = useMemo(() => deferredMessage(run), [run]);
  return (
    <MessageContext.Provider value={api}>
      {wanted ? (
        <Suspense fallback={null}>
          <MessageHost onReady={ready} />
        </Suspense>
      ) : null}
      {children}
    </MessageContext.Provider>
  );
}

/** `{ message }`, as antd's `App.useApp()` gave it. */
export function usePanelApp(): { message: MessageInstance } {
  const message = useContext(MessageContext);
  return useMemo(() => ({ message }), [message]);
}
