import Konva from 'konva'
export default Konva
