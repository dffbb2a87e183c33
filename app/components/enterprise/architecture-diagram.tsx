import { ArrowDown } from "../ui/icons";
import { Fragment } from "react";
import type { ArchitectureLayer } from "../../../content/data/enterprise";

const WIDTH = 720;
const LAYER_H = 78;
const GAP = 26;
const LABEL_W = 150;

/**
 * The architecture overview: one band per layer (top = closest to the user), its components as boxes, arrows
 * between bands; one labelled image (the page lists the layers beside it for screen readers). From the `sm`
 * breakpoint on it is an SVG drawn 720 units wide; on a phone that would shrink its labels to about 6 px, so
 * phones get the same diagram as stacked HTML boxes whose text wraps at its normal size.
 */
export function ArchitectureDiagram(props: { layers: readonly ArchitectureLayer[]; label: string }) {
  return (
    <>
      <StackedDiagram {...props} />
      <SvgDiagram {...props} />
    </>
  );
}

function StackedDiagram({ layers, label }: { layers: readonly ArchitectureLayer[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-1 sm:hidden">
      {layers.map((layer, i) => (
        <Fragment key={layer.name}>
          <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-3">
            <p className="text-sm font-semibold text-indigo-950">{layer.name}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {layer.components.map((component) => (
                <li
                  key={component}
                  className="rounded-md border border-indigo-400 bg-white px-2 py-1 text-xs text-slate-900"
                >
                  {component}
                </li>
              ))}
            </ul>
          </div>
          {i < layers.length - 1 ? (
            <ArrowDown className="mx-auto h-4 w-4 text-indigo-700" aria-hidden="true" />
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}

function SvgDiagram({ layers, label }: { layers: readonly ArchitectureLayer[]; label: string }) {
  const height = layers.length * LAYER_H + (layers.length - 1) * GAP;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label}
      className="hidden h-auto w-full sm:block"
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
