import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Space, Tooltip, Typography } from 'antd';
import {
  CloseOutlined,
  LeftOutlined,
  RedoOutlined,
  RightOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { SafeImage } from './SafeImage';
import {
  canZoomIn,
  canZoomOut,
  defaultImageHeight,
  initialViewerState,
  rotateLeft,
  rotateRight,
  stepIndex,
  transformOf,
  zoomByWheel,
  zoomIn,
  zoomOut,
  type ViewerState,
} from './imageViewerState';

export interface ViewerImage {
  url: string;
  name: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** Index of the shown image; null keeps the viewer closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** Full-screen picture viewer: zoom 0.5–3 by 0.25, rotation by 90°, reset, previous/next. */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const open = index !== null && images.length > 0;
  const current = open ? images[Math.min(index, images.length - 1)] : undefined;
  const [state, setState] = useState<ViewerState>(initialViewerState);
  const [shownUrl, setShownUrl] = useState<string | undefined>(current?.url);
  const windowHeight = useWindowHeight();
  const stageRef = useRef<HTMLDivElement>(null);
  const several = images.length > 1;

  // A different picture starts at the default zoom and rotation.
  if (current?.url !== shownUrl) {
    setShownUrl(current?.url);
    setState(initialViewerState);
  }

  const go = useCallback(
    (delta: 1 | -1) => {
      if (index === null || images.length < 2) return;
      onIndexChange(stepIndex(index, images.length, delta));
    },
    [index, images.length, onIndexChange],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose, go]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!open || !stage) return;
    // A native listener, because React's wheel listener is passive and cannot stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setState((previous) => zoomByWheel(previous, event.deltaY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [open]);

  if (!open || !current || index === null) return null;

  const control = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} onClick={onClick} disabled={disabled} ghost />
    </Tooltip>
  );

  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={`图片查看：${current.name}`}>
      <div className="image-viewer__toolbar">
        <Typography.Text className="image-viewer__caption">
          {current.name}
          {several ? `（${index + 1} / ${images.length}）` : ''}
          <span className="image-viewer__zoom">{Math.round(state.zoom * 100)}%</span>
        </Typography.Text>
        <Space wrap>
          {control('放大', <ZoomInOutlined />, () => setState(zoomIn), !canZoomIn(state))}
          {control('缩小', <ZoomOutOutlined />, () => setState(zoomOut), !canZoomOut(state))}
          {control('左旋', <RotateLeftOutlined />, () => setState(rotateLeft))}
          {control('右旋', <RotateRightOutlined />, () => setState(rotateRight))}
          {control('重置', <RedoOutlined />, () => setState(initialViewerState))}
          {control('关闭', <CloseOutlined />, onClose)}
        </Space>
      </div>
      <div
        className="image-viewer__stage"
        ref={stageRef}
        onClick={(event) => event.target === event.currentTarget && onClose()}
      >
        {several && (
          <Button
            className="image-viewer__nav image-viewer__nav--prev"
            aria-label="上一张"
            shape="circle"
            size="large"
            icon={<LeftOutlined />}
            onClick={() => go(-1)}
          />
        )}
        <SafeImage
          key={current.url}
          src={current.url}
          alt={current.name}
          data-testid="image-viewer-img"
          data-zoom={String(state.zoom)}
          data-rotation={String(state.rotation)}
          draggable={false}
          style={{ height: defaultImageHeight(windowHeight), transform: transformOf(state) }}
          className="image-viewer__img"
        />
        {several && (
          <Button
            className="image-viewer__nav image-viewer__nav--next"
            aria-label="下一张"
            shape="circle"
            size="large"
            icon={<RightOutlined />}
            onClick={() => go(1)}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
