import type { ArchitectureLayer } from "../../../content/data/enterprise";

const WIDTH = 720;
const LAYER_H = 78;
const GAP = 26;
const LABEL_W = 150;

/**
 * The architecture overview as inline SVG: one band per layer (top = closest to the user), its components as
 * boxes, arrows between bands. Text stays real text, so it is searchable and read by screen readers via the list
 * the page renders beside it; the SVG itself is one labelled image.
 */
export function ArchitectureDiagram({
  layers,
  label,
}: {
  layers: readonly ArchitectureLayer[];
  label: string;
}) {
  const height = layers.length * LAYER_H + (layers.length - 1) * GAP;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <marker
          id="arch-arrow"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="#4338ca" />
        </marker>
      </defs>
      {layers.map((layer, i) => {
        const y = i * (LAYER_H + GAP);
        const boxW = (WIDTH - LABEL_W - 16 - (layer.components.length - 1) * 10) / layer.components.length;
        return (
          <g key={layer.name}>
            <rect x="0" y={y} width={WIDTH} height={LAYER_H} rx="10" fill="#eef2ff" stroke="#c7d2fe" />
            <text x="14" y={y + LAYER_H / 2 + 5} fontSize="15" fontWeight="600" fill="#1e1b4b">
              {layer.name}
            </text>
            {layer.components.map((component, j) => {
              const x = LABEL_W + j * (boxW + 10);
              return (
                <g key={component}>
                  <rect
                    x={x}
                    y={y + 14}
                    width={boxW}
                    height={LAYER_H - 28}
                    rx="6"
                    fill="#ffffff"
                    stroke="#818cf8"
                  />
                  <text
                    x={x + boxW / 2}
                    y={y + LAYER_H / 2 + 5}
                    fontSize="13"
                    textAnchor="middle"
                    fill="#0f172a"
                  >
                    {component}
                  </text>
                </g>
              );
            })}
            {i < layers.length - 1 ? (
              <line
                x1={WIDTH / 2}
                y1={y + LAYER_H + 2}
                x2={WIDTH / 2}
                y2={y + LAYER_H + GAP - 4}
                stroke="#4338ca"
                strokeWidth="2"
                markerEnd="url(#arch-arrow)"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
