import { Box } from '@chakra-ui/react';
import {
  autocompletion,
  type CompletionSource,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { type SQLDialect, type SQLNamespace, schemaCompletionSource, sql } from '@codemirror/lang-sql';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { useEffect, useRef } from 'react';

/** What a run asks for: the selection if there is one, else the statement under the cursor. */
export interface EditorSelection {
  readonly text: string;
  readonly selectionFrom: number;
  readonly selectionTo: number;
  readonly cursor: number;
}

export interface SqlEditorProps {
  readonly value: string;
  readonly dialect: SQLDialect;
  readonly namespace: SQLNamespace;
  readonly defaultSchema?: string;
  /** A table whose columns complete without its name in front. */
  readonly defaultTable?: string;
  readonly onChange: (sql: string) => void;
  /** Whether text is selected, to name the Run button. */
  readonly onSelectionChange?: (hasSelection: boolean) => void;
  /** Ctrl/Cmd+Enter. */
  readonly onRun: (selection: EditorSelection) => void;
  /** Where the caller reads the selection from when a button runs the query. */
  readonly selectionRef: { current: (() => EditorSelection) | null };
}

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '13px',
    backgroundColor: 'var(--chakra-colors-bg)',
    color: 'var(--chakra-colors-fg)',
  },
  '.cm-scroller': { fontFamily: 'var(--chakra-fonts-mono)' },
  '.cm-gutters': {
    backgroundColor: 'var(--chakra-colors-bg-subtle)',
    color: 'var(--chakra-colors-fg-muted)',
    borderRight: '1px solid var(--chakra-colors-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--chakra-colors-bg-muted)' },
  '.cm-content': { caretColor: 'var(--chakra-colors-fg)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--chakra-colors-fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--chakra-colors-blue-subtle) !important',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--chakra-colors-bg-panel)',
    color: 'var(--chakra-colors-fg)',
    border: '1px solid var(--chakra-colors-border)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--chakra-colors-blue-solid)',
    color: 'var(--chakra-colors-blue-contrast)',
  },
});

/** Texts the editor reported recently: a `value` among them is an echo, not a change from outside. */
const RECENT_ECHOES = 50;

function selectionOf(view: EditorView): EditorSelection {
  const main = view.state.selection.main;
  return { text: view.state.doc.toString(), selectionFrom: main.from, selectionTo: main.to, cursor: main.head };
}

/**
 * The SQL editor: CodeMirror 6 with the database's dialect; completion of keywords, functions and
 * the catalogue's schemas, tables and columns.
 */
export function SqlEditor({
  value,
  dialect,
  namespace,
  defaultSchema,
  defaultTable,
  onChange,
  onSelectionChange,
  onRun,
  selectionRef,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const emitted = useRef<string[]>([]);
  // The catalogue completes through a source that reads the latest props: reconfiguring the
  // language for every catalogue answer would close a completion list the user is reading.
  const catalogue = useRef({ namespace, defaultSchema, defaultTable, dialect });
  catalogue.current = { namespace, defaultSchema, defaultTable, dialect };
  const catalogueSource = useRef<CompletionSource | null>(null);
  if (!catalogueSource.current) {
    let built: { from: typeof catalogue.current; source: CompletionSource } | null = null;
    catalogueSource.current = (context) => {
      const current = catalogue.current;
      if (built?.from !== current) {
        built = {
          from: current,
          source: schemaCompletionSource({
            dialect: current.dialect,
            schema: current.namespace,
            defaultSchema: current.defaultSchema,
            defaultTable: current.defaultTable,
          }),
        };
      }
      return built.source(context);
    };
  }
  const languageFor = (d: SQLDialect) => [
    sql({ dialect: d, upperCaseKeywords: true }),
    d.language.data.of({ autocomplete: catalogueSource.current }),
  ];
  const callbacks = useRef({ onChange, onRun, onSelectionChange });
  callbacks.current = { onChange, onRun, onSelectionChange };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; later props go through compartments.
  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          autocompletion({ activateOnTyping: true, icons: false }),
          placeholder('SELECT ...'),
          language.current.of(
            sql({ dialect, schema: namespace, defaultSchema, defaultTable, upperCaseKeywords: true }),
          ),
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: (v) => {
                  callbacks.current.onRun(selectionOf(v));
                  return true;
                },
              },
            ]),
          ),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              const text = update.state.doc.toString();
              emitted.current = [...emitted.current.slice(-RECENT_ECHOES), text];
              callbacks.current.onChange(text);
            }
            if (update.selectionSet) callbacks.current.onSelectionChange?.(!update.state.selection.main.empty);
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'SQL editor' }),
          theme,
        ],
      }),
    });
    view.current = created;
    selectionRef.current = () => selectionOf(created);
    return () => {
      selectionRef.current = null;
      created.destroy();
      view.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only another dialect (another database) reconfigures.
  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(languageFor(dialect)) });
  }, [dialect]);

  // Only a text set from outside replaces the editor's: `value` echoes what the editor reported, and
  // an echo may lag behind fast typing (replacing with it would drop keys and close completions).
  useEffect(() => {
    const current = view.current;
    if (!current || emitted.current.includes(value)) return;
    if (current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <Box ref={host} h="full" minH="0" overflow="hidden" borderWidth="1px" rounded="md" data-testid="sql-editor" />;
}
