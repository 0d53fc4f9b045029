export * from 'react-konva'
