import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type DragEvent } from 'react';

interface FilePickerProps {
  /** The `accept` of the file input: the types the server takes (never HEIC, docs/files.md). */
  accept: string;
  label: string;
  dropLabel: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
}

/** A button that opens the file chooser (several files), and a zone that takes files dropped on it. */
export function FilePicker({
  accept,
  label,
  dropLabel,
  disabled,
  onFiles,
  testId,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`file-picker${isOver ? ' file-picker--over' : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button icon={<UploadOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <span className="file-picker__drop">{dropLabel}</span>
    </div>
  );
}
