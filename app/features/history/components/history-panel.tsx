import { HistoryList } from "./history-list";

/**
 * The history panel's content: the list of visits. Its own chunk; the panel's frame (title, close, focus) is the
 * button's (history-panel-button.tsx), so a click opens the panel at once even when this code has not arrived yet.
 */
export default function HistoryPanelBody({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div>
      <HistoryList onNavigate={onNavigate} />
    </div>
  );
}
