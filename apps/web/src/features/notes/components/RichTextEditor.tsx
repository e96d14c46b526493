import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TableChartIcon from '@mui/icons-material/TableChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import GridOffIcon from '@mui/icons-material/GridOff';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../lib/bilingual.ts';

type Props = {
  /** The starting HTML; the editor owns the text from then on and reports every change. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  lang: Lang;
  invalid?: boolean;
  describedBy?: string;
};

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The note editor (TipTap): headings, bold, italic, underline, strike, lists, quotes, links and
 * tables, which is what the server's sanitiser keeps. Loaded lazily, only on the edit page.
 */
export default function RichTextEditor({ initialHtml, onChange, label, lang, invalid, describedBy }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
        class: 'note-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const hi = lang === 'hi';
  return (
    <Paper variant="outlined" sx={{ borderRadius: '10px', borderColor: invalid ? 'error.main' : undefined, overflow: 'hidden' }}>
      {editor && <Toolbar editor={editor} label={label} />}
      <Divider />
      <Box
        sx={{
          '& .note-editor-content': {
            minHeight: 260,
            maxHeight: '60vh',
            overflowY: 'auto',
            px: 2,
            py: 1.5,
            outline: 'none',
            fontSize: hi ? '1.0625rem' : '1rem',
            lineHeight: hi ? 1.85 : 1.7,
            overflowWrap: 'anywhere',
          },
          '& .note-editor-content:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          '& .note-editor-content h2': { fontSize: '1.35rem', lineHeight: 1.5 },
          '& .note-editor-content h3': { fontSize: '1.15rem', lineHeight: 1.5 },
          '& .note-editor-content p': { my: 1 },
          '& .note-editor-content a': { color: 'primary.main' },
          '& .note-editor-content blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, pl: 2, color: 'text.secondary' },
          '& .note-editor-content table': { borderCollapse: 'collapse', my: 1.5, width: '100%' },
          '& .note-editor-content th, & .note-editor-content td': {
            border: 1,
            borderColor: 'divider',
            px: 1,
            py: 0.5,
            verticalAlign: 'top',
          },
          '& .note-editor-content th': { bgcolor: 'action.hover' },
          '& .note-editor-content .selectedCell': { bgcolor: 'action.selected' },
          '& .note-editor-content td > p, & .note-editor-content th > p': { my: 0 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('notes');
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const tool = (name: string, icon: ReactNode, active: boolean | undefined, run: () => void, disabled = false) => (
    <Tooltip title={name} key={name}>
      <span>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={active === undefined ? undefined : active}
          onClick={run}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          sx={{ borderRadius: 1, ...(active && { bgcolor: 'action.selected' }) }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const heading = (level: 2 | 3, active: boolean) => (
    <Tooltip title={t(`editor.h${level}`)} key={`h${level}`}>
      <Button
        size="small"
        aria-label={t(`editor.h${level}`)}
        aria-pressed={active}
        onClick={() => chain().toggleHeading({ level }).run()}
        color={active ? 'primary' : 'inherit'}
        sx={{ minWidth: 36, px: 0.75, fontWeight: 800, ...(active && { bgcolor: 'action.selected' }) }}
      >
        H{level}
      </Button>
    </Tooltip>
  );

  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar', { label })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, bgcolor: 'grey.50' }}
    >
      {heading(2, state.h2)}
      {heading(3, state.h3)}
      {tool(t('editor.bold'), <FormatBoldIcon fontSize="small" />, state.bold, () => chain().toggleBold().run())}
      {tool(t('editor.italic'), <FormatItalicIcon fontSize="small" />, state.italic, () => chain().toggleItalic().run())}
      {tool(t('editor.underline'), <FormatUnderlinedIcon fontSize="small" />, state.underline, () => chain().toggleUnderline().run())}
      {tool(t('editor.strike'), <StrikethroughSIcon fontSize="small" />, state.strike, () => chain().toggleStrike().run())}
      {tool(t('editor.bulletList'), <FormatListBulletedIcon fontSize="small" />, state.bullet, () => chain().toggleBulletList().run())}
      {tool(t('editor.orderedList'), <FormatListNumberedIcon fontSize="small" />, state.ordered, () => chain().toggleOrderedList().run())}
      {tool(t('editor.quote'), <FormatQuoteIcon fontSize="small" />, state.quote, () => chain().toggleBlockquote().run())}
      {tool(t('editor.link'), <LinkIcon fontSize="small" />, state.link, () => setLinkOpen(true))}
      {state.link &&
        tool(t('editor.unlink'), <LinkOffIcon fontSize="small" />, undefined, () => chain().extendMarkRange('link').unsetLink().run())}
      {tool(
        t('editor.table'),
        <TableChartIcon fontSize="small" />,
        undefined,
        () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
        state.inTable,
      )}
      {state.inTable && tool(t('editor.addRow'), <TableRowsIcon fontSize="small" />, undefined, () => chain().addRowAfter().run())}
      {state.inTable && tool(t('editor.addColumn'), <ViewColumnIcon fontSize="small" />, undefined, () => chain().addColumnAfter().run())}
      {state.inTable && tool(t('editor.deleteTable'), <GridOffIcon fontSize="small" />, undefined, () => chain().deleteTable().run())}
      {tool(t('editor.undo'), <UndoIcon fontSize="small" />, undefined, () => chain().undo().run(), !state.canUndo)}
      {tool(t('editor.redo'), <RedoIcon fontSize="small" />, undefined, () => chain().redo().run(), !state.canRedo)}
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onSave={(href) => {
          setLinkOpen(false);
          if (editor.state.selection.empty && !editor.isActive('link'))
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Box>
  );
}

function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const { t } = useTranslation('notes');
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = SAFE_LINK.test(value.trim());
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="note-link-title"
      slotProps={{
        transition: {
          onEnter: () => {
            setValue(initial);
            setTouched(false);
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (valid) onSave(value.trim());
        }}
      >
        <DialogTitle id="note-link-title">{t('editor.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={t('editor.linkUrl')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={touched && !valid}
            helperText={touched && !valid ? t('editor.linkInvalid') : t('editor.linkHelp')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.linkSave')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
